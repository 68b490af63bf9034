/// A shape that can be inset, so that `.strokeBorder` keeps its stroke inside.
public protocol InsettableShape: Shape {
    /// The shape inset by `amount` on every side.
    associatedtype InsetShape: InsettableShape
    /// The shape inset by `amount`.
    nonisolated func inset(by amount: CGFloat) -> InsetShape
}

nonisolated extension InsettableShape {
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
