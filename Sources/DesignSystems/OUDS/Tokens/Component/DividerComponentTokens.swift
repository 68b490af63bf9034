import ProofUI

/// Tokens of `OUDSHorizontalDivider` and `OUDSVerticalDivider` (`theme.divider`;
/// `ouds-components.md` §9): one colour per `color:` case.
public struct DividerComponentTokens: Sendable, Equatable {
    /// Thickness (1 in every theme).
    public var borderWidth: BorderWidthSemanticToken
    /// `.default`: `borderDefault`.
    public var colorDefault: Color
    /// `.muted`: `borderMuted`.
    public var colorMuted: Color
    /// `.emphasized`: `borderEmphasized`.
    public var colorEmphasized: Color
    /// `.brandPrimary`: `borderBrandPrimary`.
    public var colorBrandPrimary: Color
    /// `.onBrandPrimary`: `borderOnBrandPrimary`.
    public var colorOnBrandPrimary: Color
    /// `.alwaysBlack`.
    public var colorAlwaysBlack: Color
    /// `.alwaysWhite`.
    public var colorAlwaysWhite: Color
    /// `.alwaysOnBlack`.
    public var colorAlwaysOnBlack: Color
    /// `.alwaysOnWhite`.
    public var colorAlwaysOnWhite: Color

    /// The OUDS core tokens in terms of `s`.
    public init(semantic s: OUDSSemanticTokens) {
        let c = s.colors
        borderWidth = s.borders.widthThin
        colorDefault = c.borderDefault
        colorMuted = c.borderMuted
        colorEmphasized = c.borderEmphasized
        colorBrandPrimary = c.borderBrandPrimary
        colorOnBrandPrimary = c.borderOnBrandPrimary
        colorAlwaysBlack = c.alwaysBlack
        colorAlwaysWhite = c.alwaysWhite
        colorAlwaysOnBlack = c.alwaysOnBlack
        colorAlwaysOnWhite = c.alwaysOnWhite
    }
}
