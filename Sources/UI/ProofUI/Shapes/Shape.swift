import Raster

/// A 2-D shape: a path in a rectangle. A shape is a view filled with the foreground style.
public protocol Shape: View {
    /// The outline of the shape in `rect`.
    func path(in rect: CGRect) -> Path
    /// The size the shape takes for a proposal (default: the proposal, 10 pt where unspecified).
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
    /// The proposal, 10 pt where unspecified (SwiftUI's default for shapes).
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

    /// The shape filled with the foreground style.
    public var body: _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle(), drawing: .fill(evenOdd: false))
    }

    /// The shape filled with `content`.
    public func fill<S: ShapeStyle>(_ content: S = ForegroundStyle(), style: FillStyle = FillStyle()) -> _ShapeView<
        Self, S
    > {
        _ShapeView(shape: self, style: content, drawing: .fill(evenOdd: style.isEOFilled))
    }
    /// The shape's outline stroked with `content`.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, drawing: .stroke(style, inset: false))
    }
    /// The shape's outline stroked with `content`, `lineWidth` wide, centred on the outline.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<Self, S> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth))
    }
    /// The outline stroked with the foreground style.
    public func stroke(lineWidth: CGFloat = 1) -> _ShapeView<Self, ForegroundStyle> {
        stroke(ForegroundStyle(), lineWidth: lineWidth)
    }
    /// The outline stroked with the foreground style.
    public func stroke(style: StrokeStyle) -> _ShapeView<Self, ForegroundStyle> {
        stroke(ForegroundStyle(), style: style)
    }
    /// The part of the outline between the fractions `from` and `to` of its length.
    public func trim(from: CGFloat = 0, to: CGFloat = 1) -> TrimmedShape<Self> {
        TrimmedShape(base: self, from: from, to: to)
    }
}

/// A shape that can be inset, so that `.strokeBorder` keeps its stroke inside.
public protocol InsettableShape: Shape {
    /// The shape inset by `amount` on every side.
    associatedtype InsetShape: InsettableShape
    /// The shape inset by `amount`.
    func inset(by amount: CGFloat) -> InsetShape
}

extension InsettableShape {
    /// The outline inset by half the line width and stroked, so the stroke stays inside the shape.
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, drawing: .stroke(style, inset: true))
    }
    /// The outline stroked inside the shape, `lineWidth` wide.
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<Self, S> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth))
    }
    /// The outline stroked inside the shape with the foreground style.
    public func strokeBorder(lineWidth: CGFloat = 1) -> _ShapeView<Self, ForegroundStyle> {
        strokeBorder(ForegroundStyle(), lineWidth: lineWidth)
    }
}

/// How a shape is filled.
public struct FillStyle: Hashable, Sendable {
    /// Even-odd rule instead of non-zero.
    public var isEOFilled: Bool
    /// Antialiasing (always on in Proof).
    public var isAntialiased: Bool
    /// A fill style.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// How a shape's outline is stroked (SwiftUI's `StrokeStyle`).
public struct StrokeStyle: Hashable, Sendable {
    /// Width in points.
    public var lineWidth: CGFloat
    /// End caps.
    public var lineCap: CGLineCap
    /// Corner joins.
    public var lineJoin: CGLineJoin
    /// Miter limit.
    public var miterLimit: CGFloat
    /// Dash lengths.
    public var dash: [CGFloat]
    /// Dash phase.
    public var dashPhase: CGFloat
    /// A stroke style (Core Graphics' defaults).
    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
        dash: [CGFloat] = [], dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    var raster: Raster.StrokeStyle {
        Raster.StrokeStyle(
            lineWidth: Double(lineWidth), lineCap: lineCap.raster, lineJoin: lineJoin.raster,
            miterLimit: Double(miterLimit),
            dash: dash.map(Double.init), dashPhase: Double(dashPhase))
    }
}

/// Line ends.
public enum CGLineCap: Int32, Hashable, Sendable {
    /// Flat at the end point.
    case butt
    /// A half circle.
    case round
    /// A half square.
    case square
    var raster: Raster.StrokeStyle.LineCap { self == .butt ? .butt : self == .round ? .round : .square }
}

/// Line joins.
public enum CGLineJoin: Int32, Hashable, Sendable {
    /// Sharp corners up to the miter limit.
    case miter
    /// Rounded corners.
    case round
    /// Cut corners.
    case bevel
    var raster: Raster.StrokeStyle.LineJoin { self == .miter ? .miter : self == .round ? .round : .bevel }
}

/// Fill or stroke of a shape view.
enum ShapeDrawing {
    case fill(evenOdd: Bool)
    case stroke(StrokeStyle, inset: Bool)
}

/// A shape drawn with a style: the view behind `.fill` and `.stroke`.
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View, PrimitiveView {
    let shape: Content
    let style: Style
    let drawing: ShapeDrawing
    /// Primitive.
    public var body: Never { fatalError("_ShapeView is primitive") }

    func makeNode(_ environment: EnvironmentValues) -> LayoutNode {
        let shape = self.shape
        let insetShape: ((CGRect, CGFloat) -> Path)?
        if let insettable = shape as? any InsettableShape {
            insetShape = { rect, amount in Self.insetPath(insettable, rect, amount) }
        } else {
            insetShape = nil
        }
        return ShapeNode(
            environment: environment, name: String(describing: Content.self), style: AnyShapeStyle(style),
            sizing: { shape.sizeThatFits($0) }, path: { shape.path(in: $0) }, insetPath: insetShape, drawing: drawing)
    }

    private static func insetPath<S: InsettableShape>(_ s: S, _ rect: CGRect, _ amount: CGFloat) -> Path {
        s.inset(by: amount).path(in: rect)
    }
}

/// Lays out and draws one shape.
final class ShapeNode: LayoutNode {
    let name: String
    let style: AnyShapeStyle
    let sizing: (ProposedViewSize) -> CGSize
    let path: (CGRect) -> Path
    let insetPath: ((CGRect, CGFloat) -> Path)?
    let drawing: ShapeDrawing

    init(
        environment: EnvironmentValues, name: String, style: AnyShapeStyle,
        sizing: @escaping (ProposedViewSize) -> CGSize,
        path: @escaping (CGRect) -> Path, insetPath: ((CGRect, CGFloat) -> Path)?, drawing: ShapeDrawing
    ) {
        self.name = name
        self.style = style
        self.sizing = sizing
        self.path = path
        self.insetPath = insetPath
        self.drawing = drawing
        super.init(environment: environment)
    }

    override var debugName: String { name }
    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { sizing(proposal) }

    override func draw(_ list: inout DisplayListBuilder) {
        let paint = style._resolvePaint(in: environment, bounds: frame)
        guard !paint.isInvisible else { return }
        // Shapes draw in their own coordinate space (origin at the frame's top-left), as in SwiftUI.
        let local = CGRect(origin: .zero, size: frame.size)
        let toRoot = CGAffineTransform(translationX: frame.minX, y: frame.minY)
        switch drawing {
        case .fill(let eo):
            list.append(.fill(path: path(local).applying(toRoot).storage, paint: paint, evenOdd: eo))
        case .stroke(let s, let inset):
            let p =
                inset
                ? (insetPath?(local, s.lineWidth / 2) ?? path(local.insetBy(dx: s.lineWidth / 2, dy: s.lineWidth / 2)))
                : path(local)
            list.append(.stroke(path: p.applying(toRoot).storage, paint: paint, style: s.raster))
        }
    }
}
