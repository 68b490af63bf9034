import ProofUI

/// A card: the content padded, on `surfacePrimary`, clipped to a rounded rectangle and lifted by a
/// shadow; each parameter left nil takes the theme's value (`spacing.lg`, `cornerRadius.lg`,
/// `shadow.small`). The shadow is cast by the card as one composited layer.
///
/// ```swift
/// DSCard(padding: theme.spacing.xl, shadow: theme.shadow.medium) { content }
/// ```
public struct DSCard<Content: View>: View {
    private let content: Content
    private let padding: CGFloat?
    private let cornerRadius: CGFloat?
    private let shadow: DSShadowValue?

    @Environment(\.dsTheme) private var theme

    /// A card of `content` with the given padding, corner radius and shadow (nil: the theme's).
    public init(
        padding: CGFloat? = nil, cornerRadius: CGFloat? = nil, shadow: DSShadowValue? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.padding = padding
        self.cornerRadius = cornerRadius
        self.shadow = shadow
        self.content = content()
    }

    /// The card.
    public var body: some View {
        content.modifier(DSCardModifier(padding: padding, cornerRadius: cornerRadius, shadow: shadow))
    }
}
