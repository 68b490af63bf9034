/// A 2-D shape: a path in a rectangle. A shape is a view filled with the foreground style.
public protocol Shape: View {
    /// The outline of the shape in `rect`.
    nonisolated func path(in rect: CGRect) -> Path
    /// The size the shape takes for a proposal (default: the proposal, 10 pt where unspecified).
    nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

nonisolated extension Shape {
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
