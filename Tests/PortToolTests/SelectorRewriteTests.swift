import PortTool
import Testing

@Suite("#selector becomes Selector(objcName, Type.method)")
struct SelectorRewriteTests {
    @Test("an unlabeled first argument gives name: and the enclosing class names the method")
    func unlabeledArgument() {
        expectPort("""
            class MyVC: UIViewController {
                func setUp() { button.addTarget(self, action: #selector(buttonTapped(_:)), for: .touchUpInside) }
                func buttonTapped(_ sender: UIButton) {}
            }
            """, """
            class MyVC: UIViewController {
                func setUp() { button.addTarget(self, action: Selector("buttonTapped:", MyVC.buttonTapped(_:)), for: .touchUpInside) }
                func buttonTapped(_ sender: UIButton) {}
            }
            """, [#"File.swift:2: #selector(buttonTapped(_:)) → Selector("buttonTapped:", MyVC.buttonTapped(_:))"#])
    }

    @Test("self.method, a method without arguments, names the enclosing extension's type")
    func throughSelfInExtension() {
        expectPort("""
            extension MyVC {
                func start() { let s = #selector(self.refresh) }
                func refresh() {}
            }
            """, """
            extension MyVC {
                func start() { let s = Selector("refresh", MyVC.refresh) }
                func refresh() {}
            }
            """, [#"File.swift:2: #selector(self.refresh) → Selector("refresh", MyVC.refresh)"#])
    }

    @Test("Type.method keeps the type; later labels add label:")
    func explicitType() {
        expectPort("let s = #selector(Other.go(_:with:))\n", "let s = Selector(\"go:with:\", Other.go(_:with:))\n",
                   [#"File.swift:1: #selector(Other.go(_:with:)) → Selector("go:with:", Other.go(_:with:))"#])
    }

    @Test("a first label adds WithLabel:, or Label: after a preposition")
    func firstLabels() {
        expectPort("""
            class V {
                let a = #selector(handle(gesture:))
                let b = #selector(move(to:))
                let c = #selector(scrollTo(item:))
            }
            """, """
            class V {
                let a = Selector("handleWithGesture:", V.handle(gesture:))
                let b = Selector("moveTo:", V.move(to:))
                let c = Selector("scrollToItem:", V.scrollTo(item:))
            }
            """, [
                #"File.swift:2: #selector(handle(gesture:)) → Selector("handleWithGesture:", V.handle(gesture:))"#,
                #"File.swift:3: #selector(move(to:)) → Selector("moveTo:", V.move(to:))"#,
                #"File.swift:4: #selector(scrollTo(item:)) → Selector("scrollToItem:", V.scrollTo(item:))"#,
            ])
    }

    @Test("@objc(customName:) on the referenced method gives the name; a bare name finds the arguments")
    func customNameAndArity() {
        expectPort("""
            class V {
                var timer = Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil, repeats: true)
                @objc(tickWithTimer:) func tick(_ timer: Timer) {}
            }
            """, """
            class V {
                var timer = Timer.scheduledTimer(timeInterval: 1, target: self, selector: Selector("tickWithTimer:", V.tick), userInfo: nil, repeats: true)
                func tick(_ timer: Timer) {}
            }
            """, [
                #"File.swift:2: #selector(tick) → Selector("tickWithTimer:", V.tick)"#,
                "File.swift:3: removed @objc(tickWithTimer:)",
            ])
    }

    @Test("inside nested and generic types and closures the nearest type's name, as written, is used")
    func nestedGenericAndClosure() {
        expectPort("""
            class Outer<T> {
                class Inner {
                    lazy var recognizer = UITapGestureRecognizer(target: self, action: #selector(tapped(_:)))
                }
                func install() { DispatchQueue.main.async { self.button.addTarget(self, action: #selector(self.go), for: .touchUpInside) } }
                func go() {}
            }
            """, """
            class Outer<T> {
                class Inner {
                    lazy var recognizer = UITapGestureRecognizer(target: self, action: Selector("tapped:", Inner.tapped(_:)))
                }
                func install() { DispatchQueue.main.async { self.button.addTarget(self, action: Selector("go", Outer.go), for: .touchUpInside) } }
                func go() {}
            }
            """, [
                #"File.swift:3: #selector(tapped(_:)) → Selector("tapped:", Inner.tapped(_:))"#,
                #"File.swift:5: #selector(self.go) → Selector("go", Outer.go)"#,
            ])
    }

    @Test("what the syntax cannot decide is reported, and the #selector is left as it was")
    func warnings() {
        let source = """
            func top() { let s = #selector(foo) }
            class V {
                func a(_ other: Other) {
                    _ = #selector(other.run)
                    _ = #selector(getter: UIView.frame)
                    _ = #selector(reload)
                    _ = #selector(V.make)
                    _ = #selector(three(_:_:_:))
                }
                static func make() {}
            }
            """
        expectPort(source, source, [
            #"File.swift:1: warning: #selector(foo) is outside any type: write Selector("objcName", Type.foo) with the method's class by hand"#,
            #"File.swift:4: warning: #selector(other.run): the type of `other` is not known from the syntax; write Selector("objcName", TypeOfOther.run) by hand with its class"#,
            #"File.swift:5: warning: #selector(getter: UIView.frame) names a property getter; our target–action APIs call methods: add a method that reads or writes the property and pass Selector("objcName", Type.method), or Selector("objcName") where only the name is compared"#,
            #"File.swift:6: warning: #selector(reload): reload is not declared in V under the folder, so its arguments are unknown; spell them (#selector(reload(_:))) or write Selector("objcName", V.reload) by hand"#,
            "File.swift:7: warning: #selector(V.make) names a type method; our Selector calls instance methods: call it from an instance method and select that",
            "File.swift:8: warning: #selector(three(_:_:_:)) names a method with 3 parameters; target–action passes at most two (sender, event)",
        ])
    }

    @Test("responds(to: #selector(…)) is reported: a default implementation always responds")
    func respondsTo() {
        let source = "class V { func f() { if delegate.responds(to: #selector(P.did(_:))) {} } }\n"
        expectPort(source, source, [
            #"File.swift:1: warning: delegate.responds(to: #selector(P.did(_:))): on Linux a defaulted requirement always "responds"; call it through _ifImplemented("did(_:)") { … } and test the result for nil instead"#,
        ])
    }
}

@Suite("#keyPath becomes its string")
struct KeyPathRewriteTests {
    @Test("a leading type name is dropped; property paths are kept")
    func keyPaths() {
        expectPort("""
            let a = CABasicAnimation(keyPath: #keyPath(CALayer.position))
            let b = #keyPath(frame)
            let c = #keyPath(a.b.c)
            let d = #keyPath(UIView.layer.cornerRadius)
            """, """
            let a = CABasicAnimation(keyPath: "position")
            let b = "frame"
            let c = "a.b.c"
            let d = "layer.cornerRadius"
            """, [
                #"File.swift:1: #keyPath(CALayer.position) → "position""#,
                #"File.swift:2: #keyPath(frame) → "frame""#,
                #"File.swift:3: #keyPath(a.b.c) → "a.b.c""#,
                #"File.swift:4: #keyPath(UIView.layer.cornerRadius) → "layer.cornerRadius""#,
            ])
    }
}
