/// Lays its subviews out side by side in equal widths, as `UISegmentedControl` sizes its segments:
/// the offered width divided evenly (with no offer, as many times the widest subview's ideal width
/// as there are subviews), each as tall as the layout; the first leads (ProofUI mirrors a custom
/// layout's placements right to left, as SwiftUI does, so it lands on the right there).
struct EqualWidthLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let ideals = subviews.map { $0.sizeThatFits(.unspecified) }
        let width = proposal.width ?? (ideals.map(\.width).max() ?? 0) * CGFloat(subviews.count)
        return CGSize(width: width, height: proposal.height ?? ideals.map(\.height).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !subviews.isEmpty else { return }
        let width = bounds.width / CGFloat(subviews.count)
        for (index, subview) in subviews.enumerated() {
            subview.place(
                at: CGPoint(x: bounds.minX + width * CGFloat(index), y: bounds.minY),
                proposal: ProposedViewSize(width: width, height: bounds.height))
        }
    }
}
