// uikit-bench: one frame of an animated `transition(from:to:)` between two 200-view screens at scale 3,
// drawn by the layer renderer, against the same frame drawn directly with Cairo and against a memset of
// the frame buffer. Run with `make bench` (a release build). Prints the median and the fastest of 50 frames.
import CCairo
import Foundation
import UIKit
import UIKitTestingCore

@MainActor func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }
@MainActor func median(_ xs: [Double]) -> Double { let s = xs.sorted(); return s[s.count / 2] }
@MainActor func say(_ s: String) { print(s); fflush(nil) }

/// A heavy phone screen: 140 rounded cards with a 1-point border (20 with shadows, 30 at half alpha,
/// 6 rotated) and 60 one-line labels inside cards. About 4× overdraw, like rendering.md's scene.
@MainActor func makeScreen(hue: CGFloat) -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    root.backgroundColor = .white
    var labels = 0
    for i in 0..<140 {
        let col = i % 7, row = i / 7
        let card = UIView(frame: CGRect(x: 5 + CGFloat(col) * 45, y: 5 + CGFloat(row) * 41, width: 120, height: 80))
        card.backgroundColor = UIColor(hue: (hue + CGFloat(i) * 0.007).truncatingRemainder(dividingBy: 1), saturation: 0.35,
                                       brightness: 0.95, alpha: 1)
        card.layer.cornerRadius = 10
        card.layer.borderWidth = 1
        card.layer.borderColor = UIColor(white: 0, alpha: 0.25).cgColor
        if i % 7 == 3 && i < 140 { card.layer.shadowOpacity = 0.3; card.layer.shadowRadius = 4; card.layer.shadowOffset = CGSize(width: 0, height: 2) }
        if i % 14 == 5 || i % 14 == 9 { if i < 120 { card.alpha = 0.5 } }
        if i % 23 == 11 { card.transform = CGAffineTransform(rotationAngle: 0.12) }
        if labels < 60 && i % 7 != 3 {
            let label = UILabel(frame: CGRect(x: 8, y: 8, width: 104, height: 21))
            label.text = "Item \(i) — a caption that truncates"
            card.addSubview(label)
            labels += 1
        }
        root.addSubview(card)
    }
    return root
}

/// Draws the same tree immediately with Cairo, the straightforward way: every frame, every layer's
/// rounded background fill, `cairo_stroke` border, text (cached PangoLayouts), shadows as four expanding
/// translucent rounded rects, and `push_group` (clipped) for group opacity.
@MainActor final class DirectCairo {
    var layouts: [ObjectIdentifier: OpaquePointer] = [:]
    let pango: OpaquePointer = {
        let ctx = pango_font_map_create_context(pango_cairo_font_map_get_default())!
        let options = cairo_font_options_create()!
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        pango_cairo_context_set_font_options(ctx, options)
        cairo_font_options_destroy(options)
        return ctx
    }()

    func roundedRect(_ cr: OpaquePointer, _ r: CGRect, _ radius: CGFloat) {
        let x = Double(r.minX), y = Double(r.minY), w = Double(r.width), h = Double(r.height), rr = Double(min(radius, min(r.width, r.height) / 2))
        cairo_new_sub_path(cr)
        cairo_arc(cr, x + w - rr, y + rr, rr, -.pi / 2, 0)
        cairo_arc(cr, x + w - rr, y + h - rr, rr, 0, .pi / 2)
        cairo_arc(cr, x + rr, y + h - rr, rr, .pi / 2, .pi)
        cairo_arc(cr, x + rr, y + rr, rr, .pi, 3 * .pi / 2)
        cairo_close_path(cr)
    }

    func draw(_ model: CALayer, _ cr: OpaquePointer, parent: CALayer?) {
        let layer = model.presentation() ?? model
        guard !layer.isHidden, layer.opacity > 0 else { return }
        cairo_save(cr)
        let b = layer.bounds, ap = layer.anchorPoint
        cairo_translate(cr, Double(layer.position.x), Double(layer.position.y))
        let t = layer.affineTransform()
        var m = cairo_matrix_t(xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d), x0: Double(t.tx), y0: Double(t.ty))
        cairo_transform(cr, &m)
        cairo_translate(cr, Double(-(b.minX + ap.x * b.width)), Double(-(b.minY + ap.y * b.height)))
        let group = layer.opacity < 1
        if group {
            cairo_rectangle(cr, Double(b.minX - 2), Double(b.minY - 2), Double(b.width + 4), Double(b.height + 4))
            cairo_clip(cr)
            cairo_push_group(cr)
        }
        if layer.shadowOpacity > 0 {
            for k in 1...4 {
                roundedRect(cr, b.offsetBy(dx: layer.shadowOffset.width, dy: layer.shadowOffset.height)
                    .insetBy(dx: -CGFloat(k), dy: -CGFloat(k)), layer.cornerRadius + CGFloat(k))
                cairo_set_source_rgba(cr, 0, 0, 0, 0.06)
                cairo_fill(cr)
            }
        }
        if let bg = layer.backgroundColor, bg.alpha > 0 {
            roundedRect(cr, b, layer.cornerRadius)
            let c = bg.rgba
            cairo_set_source_rgba(cr, Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha))
            cairo_fill(cr)
        }
        if let label = model.delegate as? UILabel, let text = label.text {
            let layout: OpaquePointer
            if let cached = layouts[ObjectIdentifier(model)] { layout = cached } else {
                layout = pango_layout_new(pango)!
                let desc = pango_font_description_from_string("Sans")!
                pango_font_description_set_absolute_size(desc, 17 * Double(PANGO_SCALE))
                pango_layout_set_font_description(layout, desc)
                pango_font_description_free(desc)
                pango_layout_set_text(layout, text, -1)
                pango_layout_set_width(layout, Int32(b.width * CGFloat(PANGO_SCALE)))
                pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
                layouts[ObjectIdentifier(model)] = layout
            }
            cairo_set_source_rgba(cr, 0, 0, 0, 1)
            cairo_move_to(cr, Double(b.minX), Double(b.minY))
            pango_cairo_show_layout(cr, layout)
        }
        for sub in model.sublayers ?? [] { draw(sub, cr, parent: layer) }
        if layer.borderWidth > 0, let bc = layer.borderColor {
            let w = layer.borderWidth
            roundedRect(cr, b.insetBy(dx: w / 2, dy: w / 2), max(0, layer.cornerRadius - w / 2))
            let c = bc.rgba
            cairo_set_source_rgba(cr, Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha))
            cairo_set_line_width(cr, Double(w))
            cairo_stroke(cr)
        }
        if group {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, Double(layer.opacity))
        }
        cairo_restore(cr)
    }
}

final class ContainerViewController: UIViewController {}

/// `viaTransition`: the cross-dissolve is `.transitionCrossDissolve` (a CATransition on the container, composed
/// from the old image and the new screen) instead of alpha animations.
@MainActor func run(crossDissolve: Bool, viaTransition: Bool = false) {
    configureMainScreen(size: CGSize(width: 393, height: 852), scale: 3)
    let clock = VirtualClock.install()
    defer { clock.uninstall() }
    let window = UIWindow(frame: UIScreen.main.bounds)
    let container = ContainerViewController()
    window.rootViewController = container
    window.makeKeyAndVisible()
    let from = UIViewController(), to = UIViewController()
    from.view = makeScreen(hue: 0.55)
    to.view = makeScreen(hue: 0.05)
    container.addChild(from)
    container.view.addSubview(from.view)
    from.view.frame = container.view.bounds
    from.didMove(toParent: container)
    spin()
    container.addChild(to)
    to.view.frame = container.view.bounds.offsetBy(dx: crossDissolve ? 0 : 393, dy: 0)
    if crossDissolve && !viaTransition { to.view.alpha = 0 }
    let frames = _FrameRenderer(size: UIScreen.main.bounds.size, scale: 3)
    let direct = DirectCairo()
    let directBuffer = _PixelBuffer(size: UIScreen.main.bounds.size, scale: 3)
    let directCR = cairo_create(directBuffer.surface)!

    // One-off: rasterize every backing store (first frame, before the transition).
    var t0 = now()
    frames.render([window.layer], background: .white)
    let coldMs = Double(now() - t0) / 1e6

    container.transition(from: from, to: to, duration: 1.0,
                         options: viaTransition ? [.curveEaseInOut, .transitionCrossDissolve] : [.curveEaseInOut], animations: {
        if viaTransition { return }
        if crossDissolve {
            from.view.alpha = 0
            to.view.alpha = 1
        } else {
            from.view.frame = container.view.bounds.offsetBy(dx: -393, dy: 0)
            to.view.frame = container.view.bounds
        }
    }, completion: { _ in
        from.removeFromParent()
        to.didMove(toParent: container)
    })
    spin()
    clock.advance(by: 0.2)
    // Rasterize the incoming screen too (its first appearance), then measure steady frames.
    frames.render([window.layer], background: .white)

    var ours: [Double] = [], direct_: [Double] = [], memsets: [Double] = [], damagedPixels: [Double] = []
    for i in 0..<55 {
        clock.advance(by: 1.0 / 120)
        t0 = now()
        let damage = frames.render([window.layer], background: .white)
        let a = Double(now() - t0) / 1e6
        t0 = now()
        cairo_save(directCR)
        cairo_set_operator(directCR, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_rgba(directCR, 1, 1, 1, 1)
        cairo_paint(directCR)
        cairo_restore(directCR)
        cairo_save(directCR)
        cairo_scale(directCR, 3, 3)
        direct.draw(window.layer, directCR, parent: nil)
        cairo_restore(directCR)
        cairo_surface_flush(directBuffer.surface)
        let b = Double(now() - t0) / 1e6
        t0 = now()
        memset(frames.buffer.data, Int32(i & 0xff), frames.buffer.stride * frames.buffer.height)
        let c = Double(now() - t0) / 1e6
        if i >= 5 {
            ours.append(a); direct_.append(b); memsets.append(c)
            damagedPixels.append(damage.reduce(0) { $0 + Double($1.width * $1.height) } / Double(frames.buffer.width * frames.buffer.height))
        }
        if i == 30, let dir = ProcessInfo.processInfo.environment["BENCH_PNG_DIR"] {
            let name = viaTransition ? "catransition" : crossDissolve ? "dissolve" : "slide"
            frames.invalidate()
            frames.render([window.layer], background: .white)
            frames.buffer.writePNG(to: dir + "/bench_\(name)_ours.png")
            directBuffer.writePNG(to: dir + "/bench_\(name)_direct.png")
        }
    }
    // A steady frame after the transition with one label changed: damage tracking redraws only that label.
    clock.advance(by: 1.0)
    spin()
    frames.render([window.layer], background: .white)
    var small: [Double] = []
    let label = to.view.subviews.compactMap { $0.subviews.first as? UILabel }[10]
    for i in 0..<50 {
        label.text = "Changed \(i)"
        label.layer.displayIfNeeded()
        t0 = now()
        frames.render([window.layer], background: .white)
        small.append(Double(now() - t0) / 1e6)
    }
    let viewCount = 1 + from.view.subviews.count + from.view.subviews.reduce(0) { $0 + $1.subviews.count }
    let o = median(ours), d = median(direct_), m = median(memsets)
    let oBest = ours.min()!, dBest = direct_.min()!, mBest = memsets.min()!
    say("uikit-bench: transition(from:to:) frame, two \(viewCount)-view screens \(viaTransition ? "in a .transitionCrossDissolve (CATransition)" : crossDissolve ? "cross-dissolving" : "sliding"), 393x852 pt at scale 3 (1179x2556 px)")
    say(String(format: "  layer renderer (cached backing stores, damage %.0f%% of frame): %.3f ms/frame", median(damagedPixels) * 100, o))
    say(String(format: "  direct Cairo, same scene, same run:                              %.3f ms/frame", d))
    say(String(format: "  memset of the 12 MB frame buffer:                                %.3f ms", m))
    say(String(format: "  ratio renderer/direct Cairo: %.3f   renderer/memset: %.1fx   direct/memset: %.1fx", o / d, o / m, d / m))
    say(String(format: "  fastest frame (least disturbed by other processes): renderer %.3f ms, direct Cairo %.3f ms, memset %.3f ms; ratio %.3f",
               oBest, dBest, mBest, oBest / dBest))
    say(String(format: "  one-off rasterization of the first screen's backing stores: %.1f ms", coldMs))
    say(String(format: "  after the transition, one label changed (damage only): %.3f ms/frame", median(small)))
    let load = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").first.map(String.init) ?? "?"
    say(String(format: "  120 Hz budget 8.33 ms: %@ (load average %@ on %d cores while measuring)", o < 8.33 ? "met" : "missed",
               load, ProcessInfo.processInfo.activeProcessorCount))
}

MainActor.assumeIsolated {
    if let scenario = ProcessInfo.processInfo.environment["UIKIT_BENCH_MEMORY"] {
        MemoryBench.runChild(scenario)
        return
    }
    if CommandLine.arguments.dropFirst().first == "pushpop", let n = Int(CommandLine.arguments.last ?? "") {
        print(ContainmentBench.time { ContainmentBench.pushPop(n) }, "ms")
        return
    }
    if CommandLine.arguments.dropFirst().first == "containment" {
        ContainmentBench.run()
        return
    }
    if CommandLine.arguments.dropFirst().first == "scroll" {
        ScrollBench.run()
        return
    }
    if CommandLine.arguments.dropFirst().first == "touches" {
        TouchDeliveryBench.run()
        return
    }
    if ProcessInfo.processInfo.environment["UIKIT_BENCH_PROFILE"] == nil {
        run(crossDissolve: false)
        run(crossDissolve: true)
        run(crossDissolve: true, viaTransition: true)
    }
    print("")
    AnimationEngineBench.run()
    print("")
    ContainmentBench.run()
    print("")
    ScrollBench.run()
    print("")
    KeyValueObservingBench.run()
    print("")
    TouchDeliveryBench.run()
    print("")
    MemoryBench.run()
}
