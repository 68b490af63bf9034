import ProofUI

/// The look of `DSCard` on any view (`.dsCard(…)`): padding, `surfacePrimary`, a rounded clip and a
/// shadow of the composited card; nil parameters take the theme's values.
nonisolated struct DSCardModifier: ViewModifier {
    let padding: CGFloat?
    let cornerRadius: CGFloat?
    let shadow: DSShadowValue?

    @Environment(\.dsTheme) private var theme

    @MainActor func body(content: Content) -> some View {
        content
            .padding(padding ?? theme.spacing.lg)
            .background(theme.colors.surfacePrimary)
            .clipShape(RoundedRectangle(cornerRadius: cornerRadius ?? theme.cornerRadius.lg))
            .compositingGroup()
            .shadow(shadow ?? theme.shadow.small)
    }
}
