import QuartzCore
import Testing
import UIKitTesting

@MainActor @Suite("CALayer sublayer ordering", .checksForLeaks)
struct CALayerHierarchyTests {
    @Test("addSublayer appends; a new layer has no sublayers (nil)")
    func add() {
        let root = named("R"), a = named("a"), b = named("b")
        #expect(root.sublayers == nil)
        root.addSublayer(a)
        root.addSublayer(b)
        #expect(names(root) == ["a", "b"])
        #expect(a.superlayer === root && b.superlayer === root)
        // Adding again moves it to the front.
        root.addSublayer(a)
        #expect(names(root) == ["b", "a"])
    }

    @Test("insertSublayer(at:) places at the index, clamped to the end")
    func insertAt() {
        let root = named("R"), a = named("a"), b = named("b"), c = named("c"), d = named("d")
        [a, b, c].forEach(root.addSublayer)
        root.insertSublayer(d, at: 1)
        #expect(names(root) == ["a", "d", "b", "c"])
        root.insertSublayer(a, at: 99)
        #expect(names(root) == ["d", "b", "c", "a"])
        root.insertSublayer(c, at: 0)
        #expect(names(root) == ["c", "d", "b", "a"])
    }

    @Test("insertSublayer(below:) and (above:) around a sublayer")
    func insertRelative() {
        let root = named("R"), a = named("a"), b = named("b"), c = named("c"), x = named("x"), y = named("y")
        [a, b, c].forEach(root.addSublayer)
        root.insertSublayer(x, below: b)
        #expect(names(root) == ["a", "x", "b", "c"])
        root.insertSublayer(y, above: b)
        #expect(names(root) == ["a", "x", "b", "y", "c"])
        // Moving existing sublayers: c below a, then a above c's old neighbour y.
        root.insertSublayer(c, below: a)
        #expect(names(root) == ["c", "a", "x", "b", "y"])
        root.insertSublayer(a, above: y)
        #expect(names(root) == ["c", "x", "b", "y", "a"])
        root.insertSublayer(c, above: x)
        #expect(names(root) == ["x", "c", "b", "y", "a"])
    }

    @Test("a sibling that is not a sublayer (or nil) means the back for below, the front for above")
    func insertRelativeToStranger() {
        let root = named("R"), a = named("a"), b = named("b"), stranger = named("s"), x = named("x"), y = named("y")
        [a, b].forEach(root.addSublayer)
        root.insertSublayer(x, below: stranger)
        #expect(names(root) == ["x", "a", "b"])
        root.insertSublayer(y, above: stranger)
        #expect(names(root) == ["x", "a", "b", "y"])
        root.insertSublayer(a, above: nil)
        #expect(names(root) == ["x", "b", "y", "a"])
        root.insertSublayer(y, below: nil)
        #expect(names(root) == ["y", "x", "b", "a"])
        #expect(stranger.superlayer == nil)
    }

    @Test("replaceSublayer keeps the index; a stranger old layer changes nothing")
    func replace() {
        let root = named("R"), a = named("a"), b = named("b"), c = named("c"), x = named("x")
        let other = named("O"), z = named("z")
        [a, b, c].forEach(root.addSublayer)
        other.addSublayer(z)
        root.replaceSublayer(b, with: x)
        #expect(names(root) == ["a", "x", "c"])
        #expect(b.superlayer == nil && x.superlayer === root)
        root.replaceSublayer(a, with: z)
        #expect(names(root) == ["z", "x", "c"] && other.sublayers == nil && z.superlayer === root)
        root.replaceSublayer(b, with: a)
        #expect(names(root) == ["z", "x", "c"] && a.superlayer == nil)
        // Replacing with an existing sublayer moves it into the old one's place.
        root.replaceSublayer(c, with: z)
        #expect(names(root) == ["x", "z"] && c.superlayer == nil)
    }

    @Test("removeFromSuperlayer and setting sublayers")
    func removeAndSet() {
        let root = named("R"), a = named("a"), b = named("b"), c = named("c")
        [a, b, c].forEach(root.addSublayer)
        b.removeFromSuperlayer()
        #expect(names(root) == ["a", "c"] && b.superlayer == nil)
        b.removeFromSuperlayer()
        #expect(names(root) == ["a", "c"])
        root.sublayers = [c, b]
        #expect(names(root) == ["c", "b"])
        #expect(a.superlayer == nil && b.superlayer === root && c.superlayer === root)
        root.sublayers = nil
        #expect(root.sublayers == nil && b.superlayer == nil && c.superlayer == nil)
        // Adding a layer that belongs to another tree takes it out of that tree.
        let other = named("O")
        other.addSublayer(a)
        root.addSublayer(a)
        #expect(other.sublayers == nil && names(root) == ["a"])
    }

    @Test("a layer cannot become its own sublayer or its ancestor's: CALayerInvalid, nothing changes")
    func cycles() {
        let root = named("R"), a = named("a"), b = named("b")
        root.addSublayer(a)
        a.addSublayer(b)
        let exceptions = withCapturedExceptions {
            a.addSublayer(a)
            b.addSublayer(root)
            b.insertSublayer(a, at: 0)
            b.insertSublayer(root, below: nil)
            b.replaceSublayer(b, with: root)   // b is not b's sublayer: nothing to replace, no cycle check
        }
        #expect(exceptions.map(\.name.rawValue) == Array(repeating: "CALayerInvalid", count: 4))
        #expect(names(root) == ["a"] && names(a) == ["b"] && b.sublayers == nil)
        #expect(root.superlayer == nil && a.superlayer === root && b.superlayer === a)
    }
}
