import ProofUI

/// Applies a typography token: the token's family at its weight (resolved through the PostScript map
/// and the font registry, bundled stand-ins when the real font is not registered), size and line height
/// scaled by Dynamic Type, OUDS line box (`.lineHeight`) and letter spacing (`.kerning`); compact or
/// regular values from the size classes (`ouds-tokens.md` §2.10).
public struct OUDSTypographyModifier: ViewModifier {
    /// The token applied.
    public let token: MultipleFontCompositeSemanticToken
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @Environment(\.verticalSizeClass) private var verticalSizeClass
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    /// A modifier applying `token`.
    public init(token: MultipleFontCompositeSemanticToken) { self.token = token }

    /// The content with the token's font, line height and kerning.
    public func body(content: Content) -> some View {
        var environment = EnvironmentValues()
        environment.horizontalSizeClass = horizontalSizeClass
        environment.verticalSizeClass = verticalSizeClass
        environment.dynamicTypeSize = dynamicTypeSize
        let style = token.composite(in: environment)
        return
            content
            .font(token.font(in: environment))
            .kerning(style.letterSpacing)
            .lineHeight(token.lineHeight(in: environment))
    }
}

extension View {
    /// Applies an OUDS typography token (`.font(theme.fonts.bodyDefaultMedium)`): family, weight, size
    /// and line height scaled by Dynamic Type, letter spacing; compact or regular by size class.
    public func font(_ token: MultipleFontCompositeSemanticToken) -> some View {
        modifier(OUDSTypographyModifier(token: token))
    }
}
