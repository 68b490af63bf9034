/// Lays its subviews out side by side in equal widths, as `UISegmentedControl` sizes its segments:
/// the offered width divided evenly (with no offer, as many times the widest subview's ideal width
/// as there are subviews), each as tall as the layout; the first leads (on the right, right to left).
struct EqualWidthLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let ideals = subviews.map { $0.sizeThatFits(.unspecified) }
        let width = proposal.width ?? (ideals.map(\.width).max() ?? 0) * CGFloat(subviews.count)
        return CGSize(width: width, height: proposal.height ?? ideals.map(\.height).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !subviews.isEmpty else { return }
        let width = bounds.width / CGFloat(subviews.count)
        let rightToLeft = subviews.layoutDirection == .rightToLeft
        for (index, subview) in subviews.enumerated() {
            let x = rightToLeft ? bounds.maxX - width * CGFloat(index + 1) : bounds.minX + width * CGFloat(index)
            subview.place(
                at: CGPoint(x: x, y: bounds.minY),
                proposal: ProposedViewSize(width: width, height: bounds.height))
        }
    }
}
