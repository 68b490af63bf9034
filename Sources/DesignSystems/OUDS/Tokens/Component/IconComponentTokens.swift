import ProofUI

/// Tokens of the status icons shared by badges and alerts (`theme.icon`; `ouds-components.md` §1.2):
/// the two-tone warning triangle and its inverse pair, and whether alert-size status icons are
/// filled or outlined.
public struct IconComponentTokens: Sendable, Equatable {
    /// Alert-size status icons (alerts, list items, the text input's error icon) are drawn as
    /// outlines with the mark inside (Wireframe: a circle for tick and "i", an octagon for "!", a
    /// triangle for the warning, `ouds-components.md` §10) instead of filled with the mark cut out.
    /// Badge icons, which fill their whole box, stay filled in every theme.
    public var hasOutlinedStatusIcons: Bool
    /// Outer triangle of the warning icon.
    public var colorContentStatusWarningExternalShape: Color
    /// Inner "!" of the warning icon (transparent in dark mode: a hole through to the background).
    public var colorContentStatusWarningInternalShape: Color
    /// Outer triangle of the inverse warning icon.
    public var colorContentStatusWarningExternalShapeInverse: Color
    /// Inner "!" of the inverse warning icon.
    public var colorContentStatusWarningInternalShapeInverse: Color

    /// The OUDS core (Orange) tokens in terms of `s`.
    public init(semantic s: OUDSSemanticTokens) {
        let c = s.colors
        hasOutlinedStatusIcons = false
        colorContentStatusWarningExternalShape = c.color(light: .repositoryWarningMedium, dark: .repositoryWarningLow)
        colorContentStatusWarningInternalShape = c.color(light: .repositoryWarningHigh, dark: .opacityTransparent)
        colorContentStatusWarningExternalShapeInverse = c.color(
            light: .repositoryWarningLow, dark: .repositoryWarningMedium)
        colorContentStatusWarningInternalShapeInverse = c.color(
            light: .opacityTransparent, dark: .repositoryWarningHigh)
    }
}
