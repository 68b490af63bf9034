import Foundation

/// A vector outline made of subpaths of lines and Bézier curves, in user coordinates (y grows downwards).
///
/// Paths are plain values: build them with `move(to:)`, `addLine(to:)`, `addQuadCurve(to:control:)`,
/// `addCurve(to:control1:control2:)`, `closeSubpath()` and the shape helpers, transform them with
/// `applying(_:)`, and hand them to a `Canvas` to fill or stroke.
public struct Path: Hashable, Sendable {
    /// The commands in drawing order.
    public private(set) var elements: [PathElement] = []
    /// Start of the current subpath (where `close` returns to).
    private var subpathStart: Point = .zero
    /// The end point of the last command, or nil when the path is empty.
    public private(set) var currentPoint: Point?

    /// Creates an empty path.
    public init() {}

    /// Creates a path by running a builder closure on an empty path.
    public init(_ build: (inout Path) -> Void) {
        build(&self)
    }

    /// Whether the path has no commands.
    public var isEmpty: Bool { elements.isEmpty }

    /// Starts a new subpath at `p`.
    public mutating func move(to p: Point) {
        elements.append(.move(to: p))
        subpathStart = p
        currentPoint = p
    }

    /// Adds a straight line to `p` (starting a subpath at `p` when there is no current point).
    public mutating func addLine(to p: Point) {
        guard currentPoint != nil else { return move(to: p) }
        elements.append(.line(to: p))
        currentPoint = p
    }

    /// Adds a quadratic Bézier curve to `p` with one control point.
    public mutating func addQuadCurve(to p: Point, control: Point) {
        if currentPoint == nil { move(to: control) }
        elements.append(.quad(control: control, to: p))
        currentPoint = p
    }

    /// Adds a cubic Bézier curve to `p` with two control points.
    public mutating func addCurve(to p: Point, control1: Point, control2: Point) {
        if currentPoint == nil { move(to: control1) }
        elements.append(.cubic(control1: control1, control2: control2, to: p))
        currentPoint = p
    }

    /// Closes the current subpath; the next command starts from the subpath's first point.
    public mutating func closeSubpath() {
        guard currentPoint != nil else { return }
        if case .close? = elements.last { return }
        elements.append(.close)
        currentPoint = subpathStart
    }

    /// Appends every subpath of another path.
    public mutating func addPath(_ other: Path, transform: Transform = .identity) {
        for e in other.applying(transform).elements {
            switch e {
            case .move(let p): move(to: p)
            case .line(let p): addLine(to: p)
            case .quad(let c, let p): addQuadCurve(to: p, control: c)
            case .cubic(let c1, let c2, let p): addCurve(to: p, control1: c1, control2: c2)
            case .close: closeSubpath()
            }
        }
    }

    /// The path with every point mapped through `t`.
    public func applying(_ t: Transform) -> Path {
        if t.isIdentity { return self }
        var out = self
        out.elements = elements.map { e in
            switch e {
            case .move(let p): return .move(to: t.apply(p))
            case .line(let p): return .line(to: t.apply(p))
            case .quad(let c, let p): return .quad(control: t.apply(c), to: t.apply(p))
            case .cubic(let c1, let c2, let p):
                return .cubic(control1: t.apply(c1), control2: t.apply(c2), to: t.apply(p))
            case .close: return .close
            }
        }
        out.subpathStart = t.apply(subpathStart)
        out.currentPoint = currentPoint.map { t.apply($0) }
        return out
    }

    /// Whether every coordinate is a finite number.
    public var isFinite: Bool {
        elements.allSatisfy { e in
            switch e {
            case .move(let p), .line(let p): return p.isFinite
            case .quad(let c, let p): return c.isFinite && p.isFinite
            case .cubic(let c1, let c2, let p): return c1.isFinite && c2.isFinite && p.isFinite
            case .close: return true
            }
        }
    }

    /// The tight bounding box of the outline (curve extrema included, control points excluded).
    public var bounds: Rect {
        var minP = Point(x: .infinity, y: .infinity)
        var maxP = Point(x: -.infinity, y: -.infinity)
        func add(_ p: Point) {
            minP = Point(x: Swift.min(minP.x, p.x), y: Swift.min(minP.y, p.y))
            maxP = Point(x: Swift.max(maxP.x, p.x), y: Swift.max(maxP.y, p.y))
        }
        var cur = Point.zero
        var start = Point.zero
        for e in elements {
            switch e {
            case .move(let p):
                cur = p
                start = p
                add(p)
            case .line(let p):
                add(p)
                cur = p
            case .quad(let c, let p):
                add(p)
                for t in Bezier.quadExtrema(cur, c, p) { add(Bezier.quadPoint(cur, c, p, t)) }
                cur = p
            case .cubic(let c1, let c2, let p):
                add(p)
                for t in Bezier.cubicExtrema(cur, c1, c2, p) { add(Bezier.cubicPoint(cur, c1, c2, p, t)) }
                cur = p
            case .close: cur = start
            }
        }
        guard minP.x <= maxP.x else { return .zero }
        return Rect(x: minP.x, y: minP.y, width: maxP.x - minP.x, height: maxP.y - minP.y)
    }
}
