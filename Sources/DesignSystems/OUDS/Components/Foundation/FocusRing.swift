import ProofUI

/// The focus indicator the OUDS tokens define, drawn outside the component and following its
/// corners: from the component's edge outwards a `borders.widthFocusInset` (2) ring of
/// `colors.borderFocusInset`, then the rest of `borders.widthFocus` (5 in all) in `colors.borderFocus`.
///
/// Where we differ: OUDS iOS has the focus tokens but draws no focus state; Proof draws the ring the
/// tokens (and OUDS Android) define, so that a focused preview is not the hovered one. It lies
/// outside the component's frame, so a preview pads the component by `borders.widthFocus`.
struct FocusRing: ViewModifier {
    let isFocused: Bool
    let cornerRadius: CGFloat
    @Environment(\.theme) private var theme

    func body(content: Content) -> some View {
        content.overlay {
            if isFocused {
                let total = theme.borders.widthFocus
                let inset = min(theme.borders.widthFocusInset, total)
                ZStack {
                    ring(reach: total, color: theme.colors.borderFocus)
                    ring(reach: inset, color: theme.colors.borderFocusInset)
                }
            }
        }
    }

    /// A ring from the component's edge to `reach` outside it, its corners concentric with the
    /// component's (square corners stay square).
    private func ring(reach: CGFloat, color: Color) -> some View {
        RoundedRectangle(cornerRadius: cornerRadius > 0 ? cornerRadius + reach : 0, style: .circular)
            .strokeBorder(color, lineWidth: reach)
            .padding(-reach)
    }
}

extension View {
    /// Draws the OUDS focus ring around this view when `isFocused` (see `FocusRing`).
    func oudsFocusRing(_ isFocused: Bool, cornerRadius: CGFloat) -> some View {
        modifier(FocusRing(isFocused: isFocused, cornerRadius: cornerRadius))
    }
}
