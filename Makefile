# PortableUIKit: `make run` runs the containment gallery: in a window, as an app you can tap through,
# when a display is present (DISPLAY), played headless otherwise; `make run SCENARIO=name` plays one
# scenario headless (`swift run uikit-demo` still runs the demo screen). `make test` runs every test
# (the window tests start their own Xvfb). Both install the Debian packages the build needs when they
# are missing (root, or sudo when available): SDL2 for the window, Xvfb, xdotool and ImageMagick for
# the window's end-to-end tests (x11-utils: xwininfo, for the focus test).
SWIFT ?= swift
APT_PACKAGES ?= libcairo2-dev libpango1.0-dev fonts-noto-cjk fonts-noto-color-emoji libsdl2-dev xvfb xdotool x11-utils imagemagick
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

CONSUMER := Examples/ConsumerPackage

.PHONY: deps run test test-consumer bench bench-window fuzz clean

deps:
	@missing=""; for p in $(APT_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
		echo "Installing:$$missing"; \
		$(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing; \
	fi

run: deps
	$(SWIFT) run uikit-gallery $(SCENARIO)

# The user's-package example runs first, so the closing lines are our own suite's.
# One test at a time: UIKit's state is the process's (UIApplication.shared, its windows, the ignoring of
# interaction events while a presentation runs), and Swift Testing runs other tests in the moment between
# a test's end and its leak check settling what it left running (docs/leak-checks.md).
test: deps test-consumer
	$(SWIFT) build --build-tests
	$(SWIFT) test --no-parallel

# A package of a user's own that depends on ours by path: its Swift Testing and XCTest tests must build and pass.
test-consumer: deps
	cd $(CONSUMER) && $(SWIFT) build --build-tests && $(SWIFT) test

# The container fuzzer: a million correct operations with the invariants checked after each one.
FUZZ_OPERATIONS ?= 1000000
FUZZ_SEED ?= 19
# `all` adds custom and interactive transitions, sheets, touches and scroll views to the containment mix.
FUZZ_PROFILE ?= all
fuzz: deps
	$(SWIFT) run -c release uikit-fuzz --operations $(FUZZ_OPERATIONS) --seed $(FUZZ_SEED) --profile $(FUZZ_PROFILE)

bench: deps
	$(SWIFT) run -c release uikit-bench
	$(SWIFT) run -c release autolayout-bench

# The window host's figures (docs/BENCHMARKS.md): the end-to-end tests that measure, under their own Xvfb,
# driving a release build of the window-test app (the measuring is done in the app; the tests only drive it).
bench-window: deps
	$(SWIFT) build --build-tests
	$(SWIFT) build -c release --product uikit-window-test-app
	PORTABLEUIKIT_WINDOW_TEST_APP=$$($(SWIFT) build -c release --show-bin-path)/uikit-window-test-app \
		$$($(SWIFT) build --show-bin-path)/PortableUIKitPackageTests.xctest --testing-library swift-testing --no-parallel \
		--filter 'dragBenchmark|screenMatchesTheRenderersFrame|wheelScrollsWithMomentum' | grep '^window host'

clean:
	rm -rf .build $(CONSUMER)/.build
