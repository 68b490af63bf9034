import ProofUI

extension OUDSSemanticTokens {
    /// These tokens with the values of the providers given (nil keeps a namespace as it is); when the
    /// colours change, the colour modes are rebuilt from them with `colorModes`, so coloured surfaces
    /// follow the new colours.
    public func replacing(
        colors: OUDSColorSemanticTokensProvider?, borders: OUDSBorderSemanticTokensProvider?,
        opacities: OUDSOpacitySemanticTokensProvider?, sizes: OUDSSizeSemanticTokensProvider?,
        spaces: OUDSSpaceSemanticTokensProvider?, colorModes: (ColorSemanticTokens) -> ColorModeSemanticTokens
    ) -> OUDSSemanticTokens {
        var s = self
        if let colors {
            s.colors = colors.tokens
            s.colorModes = colorModes(s.colors)
        }
        if let borders { s.borders = borders.tokens }
        if let opacities { s.opacities = opacities.tokens }
        if let sizes { s.sizes = sizes.tokens }
        if let spaces { s.spaces = spaces.tokens }
        return s
    }
}
