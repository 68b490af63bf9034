import ProofUI

/// Lays out a text area's text (first subview) at the width offered, less a gutter of twice the
/// scroll bar's width kept for the bar, and a height between
/// `minHeight` and `maxHeight`; when the text is taller, it is cut at `maxHeight` (the view is
/// clipped) and the second subview, the scroll bar, is placed on the trailing edge at the top, as
/// long as the visible fraction of the text.
struct TextAreaEditorLayout: Layout {
    let minHeight: CGFloat
    let maxHeight: CGFloat
    let scrollBarWidth: CGFloat

    private var gutter: CGFloat { 2 * scrollBarWidth }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let text = subviews.first else { return .zero }
        let width = proposal.width ?? (text.sizeThatFits(.unspecified).width + gutter)
        let height = text.sizeThatFits(ProposedViewSize(width: max(0, width - gutter), height: nil)).height
        return CGSize(width: width, height: min(max(height, minHeight), max(minHeight, maxHeight)))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let text = subviews.first else { return }
        let textProposal = ProposedViewSize(width: max(0, bounds.width - gutter), height: nil)
        let contentHeight = text.sizeThatFits(textProposal).height
        text.place(at: bounds.origin, proposal: textProposal)
        guard subviews.count > 1 else { return }
        let overflows = contentHeight > bounds.height + 0.5
        let length = overflows ? bounds.height * bounds.height / contentHeight : 0
        subviews[1].place(
            at: CGPoint(x: bounds.maxX - scrollBarWidth, y: bounds.minY),
            proposal: ProposedViewSize(width: overflows ? scrollBarWidth : 0, height: length))
    }
}
