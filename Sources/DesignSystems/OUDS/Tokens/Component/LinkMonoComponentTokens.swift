import ProofUI

/// Tokens of `OUDSLink` on coloured surfaces in monochrome mode (`theme.linkMono`;
/// `ouds-components.md` §7); the chevron takes the text colour.
public struct LinkMonoComponentTokens: Sendable, Equatable {
    /// Text, icon and chevron colours.
    public var colorContent: OUDSStateColors

    /// The OUDS core (Orange LinkMono) tokens in terms of `s`.
    public init(semantic s: OUDSSemanticTokens) {
        let c = s.colors
        let enabled = c.color(light: .repositoryNeutralEmphasizedBlack, dark: .repositoryNeutralMutedWhite)
        colorContent = OUDSStateColors(
            enabled: enabled, hover: enabled,
            pressed: c.color(light: .repositoryOpacityBlackHigh, dark: .repositoryOpacityWhiteHigher),
            loading: enabled,
            disabled: c.color(light: .repositoryOpacityBlackMedium, dark: .repositoryOpacityWhiteMedium), focus: enabled
        )
    }
}
