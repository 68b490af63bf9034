import ProofUI

/// A theme of the atomic design system: colours, typography, spacing, dimensions, border widths,
/// corner radii, opacities and shadows, each a contract a team can implement.
///
/// ```swift
/// struct Brand: DSColorPaletteContract { … }
/// let theme = DSTheme(colors: Brand(), typography: DSTheme.default.typography, …)
/// ContentView().dsTheme(theme)            // read with @Environment(\.dsTheme) private var theme
/// ```
public struct DSTheme: Sendable {
    /// The colour palette.
    public let colors: DSColorPaletteContract
    /// The typography.
    public let typography: DSTypographyContract
    /// The spacings.
    public let spacing: DSSpacingContract
    /// The dimensions.
    public let dimensions: DSDimensionsContract
    /// The border widths.
    public let borderWidth: DSBorderWidthContract
    /// The corner radii.
    public let cornerRadius: DSCornerRadiusContract
    /// The opacities.
    public let opacity: DSOpacityContract
    /// The shadows.
    public let shadow: DSShadowContract

    /// A theme of the contracts given.
    public init(
        colors: DSColorPaletteContract, typography: DSTypographyContract, spacing: DSSpacingContract,
        dimensions: DSDimensionsContract, borderWidth: DSBorderWidthContract, cornerRadius: DSCornerRadiusContract,
        opacity: DSOpacityContract, shadow: DSShadowContract
    ) {
        self.colors = colors
        self.typography = typography
        self.spacing = spacing
        self.dimensions = dimensions
        self.borderWidth = borderWidth
        self.cornerRadius = cornerRadius
        self.opacity = opacity
        self.shadow = shadow
    }

    /// The default theme (see each `Default…` contract for its values).
    public static let `default` = DSTheme(
        colors: DefaultColorPalette(), typography: DefaultTypography(), spacing: DefaultSpacing(),
        dimensions: DefaultDimensions(), borderWidth: DefaultBorderWidth(), cornerRadius: DefaultCornerRadius(),
        opacity: DefaultOpacity(), shadow: DefaultShadow())
}
