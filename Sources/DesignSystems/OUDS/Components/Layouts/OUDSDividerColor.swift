import ProofUI

/// The colours a divider may take (`OUDSHorizontalDivider(color: .brandPrimary)`).
public enum OUDSDividerColor: String, Hashable, Sendable, CaseIterable {
    /// The default border colour.
    case `default`
    /// Lighter.
    case muted
    /// Stronger.
    case emphasized
    /// The brand colour.
    case brandPrimary
    /// On the brand colour.
    case onBrandPrimary
    /// Black in both schemes.
    case alwaysBlack
    /// White in both schemes.
    case alwaysWhite
    /// On a black surface.
    case alwaysOnBlack
    /// On a white surface.
    case alwaysOnWhite

    /// The colour token of this choice in `tokens`.
    public func color(in tokens: DividerComponentTokens) -> Color {
        switch self {
        case .default: tokens.colorDefault
        case .muted: tokens.colorMuted
        case .emphasized: tokens.colorEmphasized
        case .brandPrimary: tokens.colorBrandPrimary
        case .onBrandPrimary: tokens.colorOnBrandPrimary
        case .alwaysBlack: tokens.colorAlwaysBlack
        case .alwaysWhite: tokens.colorAlwaysWhite
        case .alwaysOnBlack: tokens.colorAlwaysOnBlack
        case .alwaysOnWhite: tokens.colorAlwaysOnWhite
        }
    }
}
