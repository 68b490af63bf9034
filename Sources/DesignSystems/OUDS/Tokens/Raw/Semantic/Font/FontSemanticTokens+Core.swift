import ProofUI

// OUDS core typography (`ouds-tokens.md` §2.10, the Orange table, shared by Sosh and Wireframe
// except weights).

extension FontSemanticTokens {
    /// The rows of the OUDS core typography table: mobile (compact) and tablet (regular).
    public static func oudsCoreMetrics(_ style: FontTypeStyle) -> FontTypeStyleMetrics {
        typealias F = FontRawTokens
        switch style {
        case .displayLarge:
            return FontTypeStyleMetrics(
                compact: (F.size850, F.lineHeight1050, F.letterSpacing850),
                regular: (F.size1450, F.lineHeight1850, F.letterSpacing1450))
        case .displayMedium:
            return FontTypeStyleMetrics(
                compact: (F.size750, F.lineHeight950, F.letterSpacing750),
                regular: (F.size1050, F.lineHeight1250, F.letterSpacing1050))
        case .displaySmall:
            return FontTypeStyleMetrics(
                compact: (F.size650, F.lineHeight850, F.letterSpacing650),
                regular: (F.size850, F.lineHeight1050, F.letterSpacing850))
        case .headingXlarge:
            return FontTypeStyleMetrics(
                compact: (F.size550, F.lineHeight750, F.letterSpacing550),
                regular: (F.size750, F.lineHeight950, F.letterSpacing750))
        case .headingLarge:
            return FontTypeStyleMetrics(
                compact: (F.size450, F.lineHeight650, F.letterSpacing450),
                regular: (F.size550, F.lineHeight750, F.letterSpacing550))
        case .headingMedium:
            return FontTypeStyleMetrics(
                compact: (F.size350, F.lineHeight550, F.letterSpacing350),
                regular: (F.size450, F.lineHeight650, F.letterSpacing450))
        case .headingSmall:
            return FontTypeStyleMetrics(
                compact: (F.size300, F.lineHeight450, F.letterSpacing300),
                regular: (F.size350, F.lineHeight550, F.letterSpacing350))
        case .bodyLarge, .labelLarge:
            return FontTypeStyleMetrics(
                compact: (F.size250, F.lineHeight450, F.letterSpacing250),
                regular: (F.size250, F.lineHeight450, F.letterSpacing250))
        case .bodyMedium, .labelMedium:
            return FontTypeStyleMetrics(
                compact: (F.size200, F.lineHeight350, F.letterSpacing200),
                regular: (F.size200, F.lineHeight350, F.letterSpacing200))
        case .bodySmall, .labelSmall:
            return FontTypeStyleMetrics(
                compact: (F.size150, F.lineHeight250, F.letterSpacing150),
                regular: (F.size150, F.lineHeight250, F.letterSpacing150))
        case .labelXlarge:
            return FontTypeStyleMetrics(
                compact: (F.size300, F.lineHeight450, F.letterSpacing300),
                regular: (F.size300, F.lineHeight450, F.letterSpacing300))
        }
    }

    /// The OUDS core weights: 700 for display, heading and strong; 500 moderate; 400 default.
    public static func oudsCoreWeight(_ group: FontWeightGroup) -> FontWeight {
        switch group {
        case .display, .heading, .bodyStrong, .labelStrong: FontRawTokens.weight700
        case .bodyModerate, .labelModerate: FontRawTokens.weight500
        case .bodyDefault, .labelDefault: FontRawTokens.weight400
        }
    }

    /// The OUDS core typography in `family`.
    public static func oudsCore(family: FontFamilySemanticToken?) -> FontSemanticTokens {
        FontSemanticTokens(family: family, styles: oudsCoreMetrics, weights: oudsCoreWeight)
    }
}
