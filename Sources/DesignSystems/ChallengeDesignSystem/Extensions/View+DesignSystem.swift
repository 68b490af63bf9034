import ProofUI

extension View {
    /// The view styled as a `DSCard`: padded, on `surfacePrimary`, rounded and shadowed; nil
    /// parameters take the theme's `spacing.lg`, `cornerRadius.lg` and `shadow.small`.
    public func dsCard(padding: CGFloat? = nil, cornerRadius: CGFloat? = nil, shadow: DSShadowValue? = nil)
        -> some View
    {
        modifier(DSCardModifier(padding: padding, cornerRadius: cornerRadius, shadow: shadow))
    }

    /// The view on `color` (a palette colour).
    public func dsBackground(_ color: Color) -> some View { background(color) }

    /// The view clipped to a rounded rectangle of `radius` (nil: the theme's `cornerRadius.md`).
    public func dsCornerRadius(_ radius: CGFloat? = nil) -> some View {
        modifier(DSCornerRadiusModifier(radius: radius))
    }
}

/// `.dsCornerRadius(_:)`: reads the theme for its default radius.
nonisolated struct DSCornerRadiusModifier: ViewModifier {
    let radius: CGFloat?

    @Environment(\.dsTheme) private var theme

    @MainActor func body(content: Content) -> some View {
        content.clipShape(RoundedRectangle(cornerRadius: radius ?? theme.cornerRadius.md))
    }
}
