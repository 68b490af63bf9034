import ProofUI

/// Tokens of `OUDSButton` on coloured surfaces in monochrome mode (`theme.buttonMono`;
/// `ouds-components.md` §7): light values apply in a forced light mode, dark values in a forced dark
/// mode. Minimal buttons use the default colours without border.
public struct ButtonMonoComponentTokens: Sendable, Equatable {
    /// Background of the strong appearance.
    public var colorBgStrong: OUDSStateColors
    /// Content of the strong appearance.
    public var colorContentStrong: OUDSStateColors
    /// Background of the default (and minimal) appearance.
    public var colorBgDefault: OUDSStateColors
    /// Content of the default (and minimal) appearance.
    public var colorContentDefault: OUDSStateColors
    /// Border of the default appearance.
    public var colorBorderDefault: OUDSStateColors

    /// The OUDS core (Orange ButtonMono) tokens in terms of `s`.
    public init(semantic s: OUDSSemanticTokens) {
        let c = s.colors
        let black = c.color(light: .repositoryNeutralEmphasizedBlack, dark: .repositoryNeutralMutedWhite)
        let white = c.color(light: .repositoryNeutralMutedWhite, dark: .repositoryNeutralEmphasizedBlack)
        let hover = c.color(light: .repositoryOpacityBlackHigher, dark: .repositoryOpacityWhiteHigher)
        let pressed = c.color(light: .repositoryOpacityWhiteHigher, dark: .repositoryOpacityBlackHigher)
        let disabledBg = c.color(light: .repositoryOpacityBlackMedium, dark: .repositoryOpacityWhiteMedium)
        let disabledContent = c.color(light: .repositoryOpacityWhiteHigh, dark: .repositoryOpacityBlackMediumHigh)
        colorBgStrong = OUDSStateColors(
            enabled: black, hover: hover, pressed: pressed, loading: pressed, disabled: disabledBg, focus: hover)
        colorContentStrong = OUDSStateColors(
            enabled: white, hover: white, pressed: black, loading: black, disabled: disabledContent, focus: white)
        let clear = c.opacityTransparent
        colorBgDefault = OUDSStateColors(
            enabled: clear, hover: hover, pressed: pressed, loading: pressed, disabled: clear, focus: hover)
        colorContentDefault = OUDSStateColors(
            enabled: black, hover: white, pressed: black, loading: black, disabled: disabledBg, focus: white)
        colorBorderDefault = OUDSStateColors(
            enabled: black, hover: clear, pressed: clear, loading: clear, disabled: disabledBg, focus: clear)
    }
}
