import QuartzCore
import Testing
import UIKitTesting

@Suite("CATransform3D functions", .checksForLeaks)
struct CATransform3DTests {
    @Test("identity, the zero initialiser and equality")
    func identity() {
        let id = CATransform3DIdentity
        #expect([id.m11, id.m22, id.m33, id.m44] == [1, 1, 1, 1])
        #expect([id.m12, id.m21, id.m41, id.m34] == [0, 0, 0, 0])
        #expect(CATransform3DIsIdentity(id))
        #expect(!CATransform3DIsIdentity(CATransform3D()))
        #expect(CATransform3D().m11 == 0 && CATransform3D().m44 == 0)
        #expect(CATransform3DEqualToTransform(CATransform3DMakeScale(1, 2, 3), CATransform3DMakeScale(1, 2, 3)))
        #expect(!CATransform3DEqualToTransform(CATransform3DMakeScale(1, 2, 3), CATransform3DMakeScale(1, 2, 4)))
    }

    @Test("makers put translation in m41…m43 and scale on the diagonal")
    func makers() {
        let move = CATransform3DMakeTranslation(1, 2, 3)
        #expect([move.m41, move.m42, move.m43, move.m11, move.m44] == [1, 2, 3, 1, 1])
        let scale = CATransform3DMakeScale(2, 3, 4)
        #expect([scale.m11, scale.m22, scale.m33, scale.m44, scale.m41] == [2, 3, 4, 1, 0])
        #expect(CATransform3DMakeRotation(1, 0, 0, 0) == CATransform3DIdentity)
    }

    @Test("a rotation about z equals the affine rotation")
    func rotationAboutZ() {
        for angle: CGFloat in [.pi / 2, .pi / 6, -0.7, 2.5] {
            #expect(near(CATransform3DMakeRotation(angle, 0, 0, 1),
                         CATransform3DMakeAffineTransform(CGAffineTransform(rotationAngle: angle))))
            // The axis is normalised: (0, 0, 5) is the same axis.
            #expect(near(CATransform3DMakeRotation(angle, 0, 0, 5), CATransform3DMakeRotation(angle, 0, 0, 1)))
        }
        // A quarter turn about x sends y to z: row 2 is (0, cos, sin, 0) = (0, 0, 1, 0).
        let aboutX = CATransform3DMakeRotation(.pi / 2, 1, 0, 0)
        #expect(near(aboutX.m22, 0) && near(aboutX.m23, 1) && near(aboutX.m32, -1) && near(aboutX.m33, 0))
    }

    @Test("Concat(a, b) applies a first; Translate/Scale/Rotate apply their step first")
    func concatOrder() {
        let scale = CATransform3DMakeScale(2, 2, 1), move = CATransform3DMakeTranslation(10, 0, 0)
        // Scale then move keeps tx = 10; move then scale doubles it to 20.
        #expect(CATransform3DConcat(scale, move).m41 == 10)
        #expect(CATransform3DConcat(move, scale).m41 == 20)
        #expect(CATransform3DTranslate(scale, 10, 0, 0).m41 == 20)
        #expect(CATransform3DScale(move, 2, 2, 1).m41 == 10)
        #expect(CATransform3DScale(move, 2, 2, 1).m11 == 2)
        // Concat matches the affine concatenation for 2D transforms.
        let a = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let b = CGAffineTransform(rotationAngle: 0.3).translatedBy(x: 7, y: -2)
        #expect(near(CATransform3DConcat(CATransform3DMakeAffineTransform(a), CATransform3DMakeAffineTransform(b)),
                     CATransform3DMakeAffineTransform(a.concatenating(b))))
        #expect(near(CATransform3DRotate(move, .pi / 2, 0, 0, 1),
                     CATransform3DMakeAffineTransform(CGAffineTransform(translationX: 10, y: 0).rotated(by: .pi / 2))))
    }

    @Test("Invert gives the inverse; a singular transform comes back unchanged")
    func invert() {
        let inverseScale = CATransform3DInvert(CATransform3DMakeScale(2, 4, 8))
        #expect([inverseScale.m11, inverseScale.m22, inverseScale.m33, inverseScale.m44] == [0.5, 0.25, 0.125, 1])
        #expect(CATransform3DInvert(CATransform3DMakeTranslation(1, 2, 3)) == CATransform3DMakeTranslation(-1, -2, -3))
        var perspective = CATransform3DMakeRotation(0.4, 1, 1, 0)
        perspective.m34 = -1.0 / 500
        perspective = CATransform3DTranslate(perspective, 3, 4, 5)
        #expect(near(CATransform3DConcat(perspective, CATransform3DInvert(perspective)), CATransform3DIdentity))
        let singular = CATransform3DMakeScale(0, 1, 1)
        #expect(CATransform3DInvert(singular) == singular)
    }

    @Test("IsAffine and the affine round trip")
    func affine() {
        let a = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let t = CATransform3DMakeAffineTransform(a)
        #expect([t.m11, t.m12, t.m21, t.m22, t.m41, t.m42, t.m33, t.m44] == [1, 2, 3, 4, 5, 6, 1, 1])
        #expect(CATransform3DIsAffine(t))
        #expect(CATransform3DGetAffineTransform(t) == a)
        #expect(!CATransform3DIsAffine(CATransform3DMakeTranslation(0, 0, 1)))
        #expect(!CATransform3DIsAffine(CATransform3DMakeScale(1, 1, 2)))
        #expect(!CATransform3DIsAffine(CATransform3DMakeRotation(0.5, 1, 0, 0)))
        var withPerspective = CATransform3DIdentity
        withPerspective.m34 = -0.002
        #expect(!CATransform3DIsAffine(withPerspective))
        // Getting the affine part of a 3D transform keeps only a, b, c, d, tx, ty.
        #expect(CATransform3DGetAffineTransform(CATransform3DMakeTranslation(1, 2, 3)) == CGAffineTransform(translationX: 1, y: 2))
    }
}
