nonisolated extension View {
    /// Sets the view's horizontal guide `g` to the value `computeValue` returns from the view's
    /// dimensions (offset from its leading edge): stacks, frames and overlays aligning on `g` then
    /// line this value up instead of the guide's default one.
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat)
        -> some View
    {
        modifier(
            CarryingNodeModifier(carried: computeValue) {
                AlignmentGuideNode(child: $1, key: g.key, computeValue: $0, environment: $2)
            })
    }

    /// Sets the view's vertical guide `g` to the value `computeValue` returns from the view's
    /// dimensions (offset from its top edge).
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat)
        -> some View
    {
        modifier(
            CarryingNodeModifier(carried: computeValue) {
                AlignmentGuideNode(child: $1, key: g.key, computeValue: $0, environment: $2)
            })
    }
}
