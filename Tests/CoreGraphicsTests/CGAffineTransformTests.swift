import CoreGraphics
import Foundation
import Testing

@Suite("CGAffineTransform")
struct CGAffineTransformTests {
    @Test("identity and the memberwise initialiser")
    func identityAndMembers() {
        let id = CGAffineTransform.identity
        #expect([id.a, id.b, id.c, id.d, id.tx, id.ty] == [1, 0, 0, 1, 0, 0])
        #expect(CGAffineTransform() == .identity)
        #expect(id.isIdentity)
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect([t.a, t.b, t.c, t.d, t.tx, t.ty] == [1, 2, 3, 4, 5, 6])
        #expect(!t.isIdentity)
        // (x, y) ↦ (a·x + c·y + tx, b·x + d·y + ty): (1, 1) ↦ (1 + 3 + 5, 2 + 4 + 6).
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 9, y: 12))
    }

    @Test("translation, scale and rotation initialisers")
    func makers() {
        let move = CGAffineTransform(translationX: 3, y: 4)
        #expect([move.a, move.b, move.c, move.d, move.tx, move.ty] == [1, 0, 0, 1, 3, 4])
        #expect(CGPoint(x: 1, y: 2).applying(move) == CGPoint(x: 4, y: 6))
        let scale = CGAffineTransform(scaleX: 2, y: 3)
        #expect([scale.a, scale.b, scale.c, scale.d, scale.tx, scale.ty] == [2, 0, 0, 3, 0, 0])
        #expect(CGPoint(x: 1, y: 2).applying(scale) == CGPoint(x: 2, y: 6))
        // A quarter turn: a = cos, b = sin, c = −sin, d = cos. (1, 0) ↦ (0, 1) and (0, 1) ↦ (−1, 0):
        // clockwise on a y-down screen.
        let quarter = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(near(quarter, CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)))
        #expect(near(CGPoint(x: 1, y: 0).applying(quarter), CGPoint(x: 0, y: 1)))
        #expect(near(CGPoint(x: 0, y: 1).applying(quarter), CGPoint(x: -1, y: 0)))
        let sixth = CGAffineTransform(rotationAngle: .pi / 6)
        #expect(near(sixth.a, 3.0.squareRoot() / 2) && near(sixth.b, 0.5) && near(sixth.c, -0.5))
        #expect(CGAffineTransform(rotationAngle: 0).isIdentity)
    }

    @Test("concatenating applies the receiver first")
    func concatenationOrder() {
        let scale = CGAffineTransform(scaleX: 2, y: 2), move = CGAffineTransform(translationX: 10, y: 0)
        // Scale then move: (1, 1) → (2, 2) → (12, 2). Move then scale: (1, 1) → (11, 1) → (22, 2).
        #expect(CGPoint(x: 1, y: 1).applying(scale.concatenating(move)) == CGPoint(x: 12, y: 2))
        #expect(CGPoint(x: 1, y: 1).applying(move.concatenating(scale)) == CGPoint(x: 22, y: 2))
        #expect(scale.concatenating(move) == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 0))
        #expect(move.concatenating(scale) == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 20, ty: 0))
        let turn = CGAffineTransform(rotationAngle: .pi / 2)
        // Turn then move: (1, 0) → (0, 1) → (10, 1). Move then turn: (1, 0) → (11, 0) → (0, 11).
        #expect(near(CGPoint(x: 1, y: 0).applying(turn.concatenating(move)), CGPoint(x: 10, y: 1)))
        #expect(near(CGPoint(x: 1, y: 0).applying(move.concatenating(turn)), CGPoint(x: 0, y: 11)))
        // The full product of two general matrices, worked out by hand.
        let m = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let n = CGAffineTransform(a: 7, b: 8, c: 9, d: 10, tx: 11, ty: 12)
        #expect(m.concatenating(n) == CGAffineTransform(a: 1 * 7 + 2 * 9, b: 1 * 8 + 2 * 10, c: 3 * 7 + 4 * 9,
                                                        d: 3 * 8 + 4 * 10, tx: 5 * 7 + 6 * 9 + 11,
                                                        ty: 5 * 8 + 6 * 10 + 12))
    }

    @Test("translatedBy, scaledBy and rotated act before the receiver")
    func prependingOperations() {
        let u = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 10, y: 0)
        // (1, 1) → moved (11, 1) → scaled (22, 2); the translation is scaled: tx = 20.
        #expect(CGPoint(x: 1, y: 1).applying(u) == CGPoint(x: 22, y: 2))
        #expect(u == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 20, ty: 0))
        let v = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 3)
        // (1, 1) → scaled (2, 3) → moved (12, 3).
        #expect(v == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 0))
        #expect(CGPoint(x: 1, y: 1).applying(v) == CGPoint(x: 12, y: 3))
        let w = CGAffineTransform(translationX: 10, y: 0).rotated(by: .pi / 2)
        // (1, 0) → turned (0, 1) → moved (10, 1).
        #expect(near(CGPoint(x: 1, y: 0).applying(w), CGPoint(x: 10, y: 1)))
        #expect(near(w, CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 10, ty: 0)))
        // Chaining reads inside-out: scale(2) then translate(5, 5) then identity.
        let chained = CGAffineTransform.identity.translatedBy(x: 5, y: 5).scaledBy(x: 2, y: 2)
        #expect(CGPoint(x: 1, y: 1).applying(chained) == CGPoint(x: 7, y: 7))
    }

    @Test("inverted undoes the transform; a singular one comes back unchanged")
    func inversion() {
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        // det = 1·4 − 2·3 = −2; inverse (d, −b, −c, a)/det = (−2, 1, 1.5, −0.5);
        // t′ = −(tx·a′ + ty·c′, tx·b′ + ty·d′) = −(5·−2 + 6·1.5, 5·1 + 6·−0.5) = (1, −2).
        let inverse = t.inverted()
        #expect(inverse == CGAffineTransform(a: -2, b: 1, c: 1.5, d: -0.5, tx: 1, ty: -2))
        #expect(CGPoint(x: 9, y: 12).applying(inverse) == CGPoint(x: 1, y: 1))
        #expect(t.concatenating(inverse).isIdentity)
        #expect(inverse.concatenating(t).isIdentity)
        let scaleMove = CGAffineTransform(a: 2, b: 0, c: 0, d: 4, tx: 6, ty: 8)
        #expect(scaleMove.inverted() == CGAffineTransform(a: 0.5, b: 0, c: 0, d: 0.25, tx: -3, ty: -2))
        #expect(near(CGAffineTransform(rotationAngle: .pi / 3).inverted(), CGAffineTransform(rotationAngle: -.pi / 3)))
        let singular = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 5, ty: 6)
        #expect(singular.inverted() == singular)
        #expect(CGAffineTransform(scaleX: 0, y: 1).inverted() == CGAffineTransform(scaleX: 0, y: 1))
    }

    @Test("equality and hashing compare all six entries")
    func equality() {
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(t == CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6))
        #expect(t != CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 7))
        #expect(t != CGAffineTransform(a: 0, b: 2, c: 3, d: 4, tx: 5, ty: 6))
        #expect(Set([t, CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6), .identity]).count == 2)
        #expect(!CGAffineTransform(translationX: 0.001, y: 0).isIdentity)
        #expect(!CGAffineTransform(scaleX: 1, y: -1).isIdentity)
    }
}

@Suite("CGAffineTransform printing")
struct CGAffineTransformPrintingTests {
    @Test("prints like the imported struct on Apple platforms")
    func description() {
        #expect("\(CGAffineTransform(translationX: 3, y: -1))" == "CGAffineTransform(a: 1.0, b: 0.0, c: 0.0, d: 1.0, tx: 3.0, ty: -1.0)")
    }
}
