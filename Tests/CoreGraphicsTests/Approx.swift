import CoreGraphics

/// Whether two numbers agree to 1e-9 (for results that pass through sine and cosine).
func near(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-9 }
func near(_ a: CGPoint, _ b: CGPoint) -> Bool { near(a.x, b.x) && near(a.y, b.y) }
func near(_ a: CGSize, _ b: CGSize) -> Bool { near(a.width, b.width) && near(a.height, b.height) }
func near(_ a: CGRect, _ b: CGRect) -> Bool { near(a.origin, b.origin) && near(a.size, b.size) }
func near(_ a: CGAffineTransform, _ b: CGAffineTransform) -> Bool {
    near(a.a, b.a) && near(a.b, b.b) && near(a.c, b.c) && near(a.d, b.d) && near(a.tx, b.tx) && near(a.ty, b.ty)
}
