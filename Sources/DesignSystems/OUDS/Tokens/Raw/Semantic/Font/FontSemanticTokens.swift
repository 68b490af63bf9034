import ProofUI

/// The typography tokens of a theme (`theme.fonts`): the theme's family and one composite token per
/// style and weight. Every token read through an accessor carries the family.
public struct FontSemanticTokens: Sendable, Equatable {
    /// The family of the theme; nil is the system font.
    public var family: FontFamilySemanticToken?
    /// The styles, without the family.
    public var composites: OUDSTokenTable<FontCompositeSemanticTokenName, MultipleFontCompositeSemanticToken>

    /// Tokens with the given family and styles.
    public init(
        family: FontFamilySemanticToken?,
        composites: OUDSTokenTable<FontCompositeSemanticTokenName, MultipleFontCompositeSemanticToken>
    ) {
        self.family = family
        self.composites = composites
    }

    /// Tokens built from the rows of the typography table and a weight per weight group.
    public init(
        family: FontFamilySemanticToken?, styles: (FontTypeStyle) -> FontTypeStyleMetrics,
        weights: (FontWeightGroup) -> FontWeight
    ) {
        self.init(
            family: family,
            composites: OUDSTokenTable { name in
                let row = styles(name.style)
                let weight = weights(name.weightGroup)
                return MultipleFontCompositeSemanticToken(
                    compact: FontCompositeSemanticToken(
                        size: row.compact.size, lineHeight: row.compact.lineHeight, weight: weight,
                        letterSpacing: row.compact.letterSpacing),
                    regular: FontCompositeSemanticToken(
                        size: row.regular.size, lineHeight: row.regular.lineHeight, weight: weight,
                        letterSpacing: row.regular.letterSpacing))
            })
    }

    /// The token `name`, with the theme's family.
    public subscript(name: FontCompositeSemanticTokenName) -> MultipleFontCompositeSemanticToken {
        get {
            var token = composites[name]
            token.family = family
            return token
        }
        set { composites[name] = newValue }
    }

    // One accessor per token.
    /// `displayLarge`.
    public var displayLarge: MultipleFontCompositeSemanticToken { self[.displayLarge] }
    /// `displayMedium`.
    public var displayMedium: MultipleFontCompositeSemanticToken { self[.displayMedium] }
    /// `displaySmall`.
    public var displaySmall: MultipleFontCompositeSemanticToken { self[.displaySmall] }
    /// `headingXlarge`.
    public var headingXlarge: MultipleFontCompositeSemanticToken { self[.headingXlarge] }
    /// `headingLarge`.
    public var headingLarge: MultipleFontCompositeSemanticToken { self[.headingLarge] }
    /// `headingMedium`.
    public var headingMedium: MultipleFontCompositeSemanticToken { self[.headingMedium] }
    /// `headingSmall`.
    public var headingSmall: MultipleFontCompositeSemanticToken { self[.headingSmall] }
    /// `bodyDefaultLarge`.
    public var bodyDefaultLarge: MultipleFontCompositeSemanticToken { self[.bodyDefaultLarge] }
    /// `bodyDefaultMedium`.
    public var bodyDefaultMedium: MultipleFontCompositeSemanticToken { self[.bodyDefaultMedium] }
    /// `bodyDefaultSmall`.
    public var bodyDefaultSmall: MultipleFontCompositeSemanticToken { self[.bodyDefaultSmall] }
    /// `bodyModerateLarge`.
    public var bodyModerateLarge: MultipleFontCompositeSemanticToken { self[.bodyModerateLarge] }
    /// `bodyModerateMedium`.
    public var bodyModerateMedium: MultipleFontCompositeSemanticToken { self[.bodyModerateMedium] }
    /// `bodyModerateSmall`.
    public var bodyModerateSmall: MultipleFontCompositeSemanticToken { self[.bodyModerateSmall] }
    /// `bodyStrongLarge`.
    public var bodyStrongLarge: MultipleFontCompositeSemanticToken { self[.bodyStrongLarge] }
    /// `bodyStrongMedium`.
    public var bodyStrongMedium: MultipleFontCompositeSemanticToken { self[.bodyStrongMedium] }
    /// `bodyStrongSmall`.
    public var bodyStrongSmall: MultipleFontCompositeSemanticToken { self[.bodyStrongSmall] }
    /// `labelDefaultXlarge`.
    public var labelDefaultXlarge: MultipleFontCompositeSemanticToken { self[.labelDefaultXlarge] }
    /// `labelDefaultLarge`.
    public var labelDefaultLarge: MultipleFontCompositeSemanticToken { self[.labelDefaultLarge] }
    /// `labelDefaultMedium`.
    public var labelDefaultMedium: MultipleFontCompositeSemanticToken { self[.labelDefaultMedium] }
    /// `labelDefaultSmall`.
    public var labelDefaultSmall: MultipleFontCompositeSemanticToken { self[.labelDefaultSmall] }
    /// `labelModerateXlarge`.
    public var labelModerateXlarge: MultipleFontCompositeSemanticToken { self[.labelModerateXlarge] }
    /// `labelModerateLarge`.
    public var labelModerateLarge: MultipleFontCompositeSemanticToken { self[.labelModerateLarge] }
    /// `labelModerateMedium`.
    public var labelModerateMedium: MultipleFontCompositeSemanticToken { self[.labelModerateMedium] }
    /// `labelModerateSmall`.
    public var labelModerateSmall: MultipleFontCompositeSemanticToken { self[.labelModerateSmall] }
    /// `labelStrongXlarge`.
    public var labelStrongXlarge: MultipleFontCompositeSemanticToken { self[.labelStrongXlarge] }
    /// `labelStrongLarge`.
    public var labelStrongLarge: MultipleFontCompositeSemanticToken { self[.labelStrongLarge] }
    /// `labelStrongMedium`.
    public var labelStrongMedium: MultipleFontCompositeSemanticToken { self[.labelStrongMedium] }
    /// `labelStrongSmall`.
    public var labelStrongSmall: MultipleFontCompositeSemanticToken { self[.labelStrongSmall] }

    /// `headingXlarge` as OUDS iOS spells it.
    public var headingXLarge: MultipleFontCompositeSemanticToken { headingXlarge }
    /// `labelDefaultXlarge` as OUDS iOS spells it.
    public var labelDefaultXLarge: MultipleFontCompositeSemanticToken { labelDefaultXlarge }
    /// `labelModerateXlarge` as OUDS iOS spells it.
    public var labelModerateXLarge: MultipleFontCompositeSemanticToken { labelModerateXlarge }
    /// `labelStrongXlarge` as OUDS iOS spells it.
    public var labelStrongXLarge: MultipleFontCompositeSemanticToken { labelStrongXlarge }
}
