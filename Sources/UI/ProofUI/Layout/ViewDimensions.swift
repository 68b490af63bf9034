/// A view's size and alignment guides, as a custom `Layout` sees a subview.
public struct ViewDimensions: Equatable {
    /// The width.
    public let width: CGFloat
    /// The height.
    public let height: CGFloat
    let firstBaseline: CGFloat?
    let lastBaseline: CGFloat?

    /// The horizontal guide's offset from the leading edge.
    public subscript(guide: HorizontalAlignment) -> CGFloat { width * guide.fraction }

    /// The vertical guide's offset from the top (a text baseline; the bottom of a view without text).
    public subscript(guide: VerticalAlignment) -> CGFloat {
        switch guide.kind {
        case .fraction(let f): return height * f
        case .firstBaseline: return firstBaseline ?? height
        case .lastBaseline: return lastBaseline ?? height
        }
    }

    /// The guide's value when the view sets it explicitly; nil otherwise (no view sets horizontal
    /// guides explicitly in Proof yet).
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { nil }

    /// The text baselines of a view with text; nil for other guides and views.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
        switch guide.kind {
        case .fraction: return nil
        case .firstBaseline: return firstBaseline
        case .lastBaseline: return lastBaseline
        }
    }
}
