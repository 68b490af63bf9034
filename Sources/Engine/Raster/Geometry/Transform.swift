import Foundation

/// An affine transform mapping (x, y) to (a·x + c·y + tx, b·x + d·y + ty), as `CGAffineTransform`.
public struct Transform: Hashable, Sendable, CustomStringConvertible {
    /// Matrix entries in Core Graphics order.
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    /// Creates a transform from its six entries.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The identity transform.
    public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation.
    public static func translation(_ dx: Double, _ dy: Double) -> Transform {
        Transform(a: 1, b: 0, c: 0, d: 1, tx: dx, ty: dy)
    }

    /// A scale about the origin.
    public static func scale(_ sx: Double, _ sy: Double) -> Transform {
        Transform(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation about the origin by `radians` (clockwise on screen, since y grows downwards).
    public static func rotation(_ radians: Double) -> Transform {
        let s = sin(radians)
        let co = cos(radians)
        return Transform(a: co, b: s, c: -s, d: co, tx: 0, ty: 0)
    }

    /// `self` applied first, then `next`.
    public func concatenating(_ next: Transform) -> Transform {
        Transform(
            a: a * next.a + b * next.c, b: a * next.b + b * next.d,
            c: c * next.a + d * next.c, d: c * next.b + d * next.d,
            tx: tx * next.a + ty * next.c + next.tx, ty: tx * next.b + ty * next.d + next.ty)
    }

    /// A translation applied before this transform (as `CGAffineTransform.translatedBy`).
    public func translatedBy(_ dx: Double, _ dy: Double) -> Transform {
        Transform.translation(dx, dy).concatenating(self)
    }

    /// A scale applied before this transform.
    public func scaledBy(_ sx: Double, _ sy: Double) -> Transform {
        Transform.scale(sx, sy).concatenating(self)
    }

    /// A rotation applied before this transform.
    public func rotatedBy(_ radians: Double) -> Transform {
        Transform.rotation(radians).concatenating(self)
    }

    /// Determinant of the linear part.
    public var determinant: Double { a * d - b * c }

    /// Whether the transform is the identity.
    public var isIdentity: Bool { self == .identity }

    /// The inverse transform, or nil when the transform is singular.
    public var inverted: Transform? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        let ia = d / det
        let ib = -b / det
        let ic = -c / det
        let id = a / det
        return Transform(a: ia, b: ib, c: ic, d: id, tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
    }

    /// The largest factor by which the transform stretches a unit vector.
    public var maxScale: Double {
        // Largest singular value of [[a c][b d]].
        let s1 = a * a + b * b + c * c + d * d
        let det = determinant
        let disc = Swift.max(0, s1 * s1 - 4 * det * det)
        return ((s1 + disc.squareRoot()) / 2).squareRoot()
    }

    /// Applies the transform to a point.
    public func apply(_ p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// Applies only the linear part (for vectors).
    public func applyToVector(_ p: Point) -> Point {
        Point(x: a * p.x + c * p.y, y: b * p.x + d * p.y)
    }

    /// Text form.
    public var description: String { "[\(a) \(b) \(c) \(d) \(tx) \(ty)]" }
}
