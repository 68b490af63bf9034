import Raster

/// A 2-D path in points (SwiftUI's `Path`), also a shape that draws itself.
nonisolated public struct Path: Shape, Hashable, Sendable {
    var storage: Raster.Path

    /// An empty path.
    public init() { storage = Raster.Path() }
    /// A path made by `build`.
    public init(_ build: (inout Path) -> Void) {
        var p = Path()
        build(&p)
        self = p
    }
    /// A rectangle.
    public init(_ rect: CGRect) { storage = .rect(rect.raster) }
    /// A rounded rectangle with circular corners.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        storage = RoundedCorners.path(rect, radius: cornerRadius, style: style)
    }
    /// A rounded rectangle with `cornerSize` (the smaller component is used).
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.init(roundedRect: rect, cornerRadius: min(cornerSize.width, cornerSize.height), style: style)
    }
    /// An ellipse inscribed in `rect`.
    public init(ellipseIn rect: CGRect) { storage = .ellipse(in: rect.raster) }
    init(raster: Raster.Path) { storage = raster }

    /// Starts a subpath.
    public mutating func move(to p: CGPoint) { storage.move(to: p.raster) }
    /// A straight segment.
    public mutating func addLine(to p: CGPoint) { storage.addLine(to: p.raster) }
    /// Straight segments through `points` (the first starts a subpath).
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { addLine(to: p) }
    }
    /// A quadratic Bézier segment.
    public mutating func addQuadCurve(to p: CGPoint, control: CGPoint) {
        storage.addQuadCurve(to: p.raster, control: control.raster)
    }
    /// A cubic Bézier segment.
    public mutating func addCurve(to p: CGPoint, control1: CGPoint, control2: CGPoint) {
        storage.addCurve(to: p.raster, control1: control1.raster, control2: control2.raster)
    }
    /// A circular arc (angles from +x towards +y; `clockwise` as in SwiftUI and Core Graphics).
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        storage.addArc(
            center: center.raster, radius: radius, startAngle: startAngle.radians, endAngle: endAngle.radians,
            clockwise: clockwise)
    }
    /// A rectangle subpath.
    public mutating func addRect(_ rect: CGRect) { storage.addRect(rect.raster) }
    /// A rounded-rectangle subpath.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        storage.addPath(RoundedCorners.path(rect, radius: min(cornerSize.width, cornerSize.height), style: style))
    }
    /// An ellipse subpath.
    public mutating func addEllipse(in rect: CGRect) { storage.addEllipse(in: rect.raster) }
    /// Another path.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        storage.addPath(path.storage, transform: transform.raster)
    }
    /// Closes the current subpath.
    public mutating func closeSubpath() { storage.closeSubpath() }

    /// The path transformed.
    public func applying(_ t: CGAffineTransform) -> Path { Path(raster: storage.applying(t.raster)) }
    /// The path moved.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path { applying(CGAffineTransform(translationX: dx, y: dy)) }
    /// The bounds of the control points.
    public var boundingRect: CGRect {
        storage.bounds.cgRect
    }
    /// Whether the path has no elements.
    public var isEmpty: Bool { storage.isEmpty }

    /// The path itself (a path as a shape ignores the rectangle).
    public func path(in rect: CGRect) -> Path { self }
}

extension CGPoint {
    var raster: Raster.Point { Raster.Point(x: Double(x), y: Double(y)) }
}

extension CGRect {
    var raster: Raster.Rect {
        Raster.Rect(x: Double(minX), y: Double(minY), width: Double(width), height: Double(height))
    }
}

extension CGAffineTransform {
    var raster: Raster.Transform { Raster.Transform(a: a, b: b, c: c, d: d, tx: tx, ty: ty) }
}

extension Raster.Rect {
    var cgRect: CGRect { CGRect(x: origin.x, y: origin.y, width: size.width, height: size.height) }
}
