import ProofUI

// OUDS core elevations (`ouds-tokens.md` §2.12): x = 0; black 24 % / 32 % or 16 % / 24 % by mode.

extension ElevationSemanticTokens {
    /// The OUDS core (and Orange) values.
    public static let oudsCore = ElevationSemanticTokens(
        values: OUDSTokenTable { name -> ElevationCompositeSemanticToken in
            func shadow(_ y: CGFloat, _ blur: CGFloat, _ light: ColorRawToken, _ dark: ColorRawToken)
                -> ElevationCompositeSemanticToken
            {
                ElevationCompositeSemanticToken(
                    light: ElevationCompositeRawToken(x: ElevationRawTokens.x0, y: y, blur: blur, color: light),
                    dark: ElevationCompositeRawToken(x: ElevationRawTokens.x0, y: y, blur: blur, color: dark))
            }
            switch name {
            case .elevationNone:
                return shadow(
                    ElevationRawTokens.y0, ElevationRawTokens.blur0, ColorRawTokens.opacityBlack0,
                    ColorRawTokens.opacityBlack0)
            case .raised:
                return shadow(
                    ElevationRawTokens.y100, ElevationRawTokens.blur200, ColorRawTokens.opacityBlack240,
                    ColorRawTokens.opacityBlack320)
            case .overlayDefault:
                return shadow(
                    ElevationRawTokens.y200, ElevationRawTokens.blur300, ColorRawTokens.opacityBlack240,
                    ColorRawTokens.opacityBlack320)
            case .drag:
                return shadow(
                    ElevationRawTokens.y300, ElevationRawTokens.blur400, ColorRawTokens.opacityBlack240,
                    ColorRawTokens.opacityBlack320)
            case .sticky:
                return shadow(
                    ElevationRawTokens.y300, ElevationRawTokens.blur400, ColorRawTokens.opacityBlack160,
                    ColorRawTokens.opacityBlack240)
            case .overlayEmphasized:
                return shadow(
                    ElevationRawTokens.y400, ElevationRawTokens.blur500, ColorRawTokens.opacityBlack160,
                    ColorRawTokens.opacityBlack240)
            }
        })
}
