/// A rectangle filling its frame.
public struct Rectangle: InsettableShape, Hashable, Sendable {
    var insetAmount: CGFloat = 0
    /// A rectangle.
    public init() {}
    /// The frame.
    public func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: insetAmount, dy: insetAmount)) }
    /// Inset on every side.
    public func inset(by amount: CGFloat) -> Rectangle {
        var r = self
        r.insetAmount += amount
        return r
    }
}

/// A rectangle with rounded corners (continuous by default, as SwiftUI).
public struct RoundedRectangle: InsettableShape, Hashable, Sendable {
    /// Corner radii (the smaller is used).
    public var cornerSize: CGSize
    /// Corner style.
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0
    /// Rounded corners of `cornerRadius`.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }
    /// Rounded corners of `cornerSize`.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }
    /// The outline in `rect`; an inset shrinks the radius too.
    public func path(in rect: CGRect) -> Path {
        let r = rect.insetBy(dx: insetAmount, dy: insetAmount)
        return Path(
            raster: RoundedCorners.path(
                r, radius: max(0, min(cornerSize.width, cornerSize.height) - insetAmount), style: style))
    }
    /// Inset on every side.
    public func inset(by amount: CGFloat) -> RoundedRectangle {
        var r = self
        r.insetAmount += amount
        return r
    }
}

/// A rounded rectangle whose radius is half its shorter side.
public struct Capsule: InsettableShape, Hashable, Sendable {
    /// Corner style.
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0
    /// A capsule (circular ends by default, as SwiftUI).
    public init(style: RoundedCornerStyle = .circular) { self.style = style }
    /// The outline in `rect`.
    public func path(in rect: CGRect) -> Path {
        let r = rect.insetBy(dx: insetAmount, dy: insetAmount)
        return Path(raster: RoundedCorners.path(r, radius: min(r.width, r.height) / 2, style: style))
    }
    /// Inset on every side.
    public func inset(by amount: CGFloat) -> Capsule {
        var c = self
        c.insetAmount += amount
        return c
    }
}

/// A circle centred in its frame, as wide as the frame's shorter side.
public struct Circle: InsettableShape, Hashable, Sendable {
    var insetAmount: CGFloat = 0
    /// A circle.
    public init() {}
    /// The circle in `rect`.
    public func path(in rect: CGRect) -> Path {
        let d = max(0, min(rect.width, rect.height) - 2 * insetAmount)
        return Path(ellipseIn: CGRect(x: rect.midX - d / 2, y: rect.midY - d / 2, width: d, height: d))
    }
    /// A circle takes a square: the smaller proposed side on both axes when both are given.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let s = proposal.replacingUnspecifiedDimensions()
        return s
    }
    /// Inset on every side.
    public func inset(by amount: CGFloat) -> Circle {
        var c = self
        c.insetAmount += amount
        return c
    }
}

/// An ellipse filling its frame.
public struct Ellipse: InsettableShape, Hashable, Sendable {
    var insetAmount: CGFloat = 0
    /// An ellipse.
    public init() {}
    /// The ellipse in `rect`.
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect.insetBy(dx: insetAmount, dy: insetAmount)) }
    /// Inset on every side.
    public func inset(by amount: CGFloat) -> Ellipse {
        var e = self
        e.insetAmount += amount
        return e
    }
}

/// Part of a shape's outline (`.trim(from:to:)`).
public struct TrimmedShape<Base: Shape>: Shape {
    let base: Base
    let from: CGFloat, to: CGFloat
    /// The trimmed outline.
    public func path(in rect: CGRect) -> Path {
        Path(
            raster: base.path(in: rect).storage.trimmed(
                from: Double(max(0, min(1, from))), to: Double(max(0, min(1, to)))))
    }
}

/// A type-erased shape.
public struct AnyShape: Shape {
    let makePath: (CGRect) -> Path
    /// Erases `shape`.
    public init<S: Shape>(_ shape: S) { makePath = { shape.path(in: $0) } }
    /// The erased shape's path.
    public func path(in rect: CGRect) -> Path { makePath(rect) }
}

extension Shape where Self == Rectangle {
    /// A rectangle.
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rounded rectangle (`.rect(cornerRadius:)`).
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
}

extension Shape where Self == Capsule {
    /// A capsule.
    public static var capsule: Capsule { Capsule() }
}

extension Shape where Self == Circle {
    /// A circle.
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Ellipse {
    /// An ellipse.
    public static var ellipse: Ellipse { Ellipse() }
}
