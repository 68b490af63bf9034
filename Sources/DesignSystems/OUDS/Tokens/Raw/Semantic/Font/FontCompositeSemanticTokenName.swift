/// Names of the typography tokens (`theme.fonts.<name>`): display, heading, body and label styles;
/// body and label come in default (400), moderate (500) and strong (700) weights.
public enum FontCompositeSemanticTokenName: String, OUDSTokenName {
    /// Display styles (700).
    case displayLarge, displayMedium, displaySmall
    /// Heading styles (700).
    case headingXlarge, headingLarge, headingMedium, headingSmall
    /// Body styles.
    case bodyDefaultLarge, bodyDefaultMedium, bodyDefaultSmall
    /// Body styles, moderate weight.
    case bodyModerateLarge, bodyModerateMedium, bodyModerateSmall
    /// Body styles, strong weight.
    case bodyStrongLarge, bodyStrongMedium, bodyStrongSmall
    /// Label styles.
    case labelDefaultXlarge, labelDefaultLarge, labelDefaultMedium, labelDefaultSmall
    /// Label styles, moderate weight.
    case labelModerateXlarge, labelModerateLarge, labelModerateMedium, labelModerateSmall
    /// Label styles, strong weight.
    case labelStrongXlarge, labelStrongLarge, labelStrongMedium, labelStrongSmall

    /// The size-and-spacing row of the typography table this token uses (`bodyStrongLarge` → `bodyLarge`).
    public var style: FontTypeStyle {
        switch self {
        case .displayLarge: .displayLarge
        case .displayMedium: .displayMedium
        case .displaySmall: .displaySmall
        case .headingXlarge: .headingXlarge
        case .headingLarge: .headingLarge
        case .headingMedium: .headingMedium
        case .headingSmall: .headingSmall
        case .bodyDefaultLarge, .bodyModerateLarge, .bodyStrongLarge: .bodyLarge
        case .bodyDefaultMedium, .bodyModerateMedium, .bodyStrongMedium: .bodyMedium
        case .bodyDefaultSmall, .bodyModerateSmall, .bodyStrongSmall: .bodySmall
        case .labelDefaultXlarge, .labelModerateXlarge, .labelStrongXlarge: .labelXlarge
        case .labelDefaultLarge, .labelModerateLarge, .labelStrongLarge: .labelLarge
        case .labelDefaultMedium, .labelModerateMedium, .labelStrongMedium: .labelMedium
        case .labelDefaultSmall, .labelModerateSmall, .labelStrongSmall: .labelSmall
        }
    }

    /// The weight group this token uses (`bodyStrongLarge` → `bodyStrong`).
    public var weightGroup: FontWeightGroup {
        switch self {
        case .displayLarge, .displayMedium, .displaySmall: .display
        case .headingXlarge, .headingLarge, .headingMedium, .headingSmall: .heading
        case .bodyDefaultLarge, .bodyDefaultMedium, .bodyDefaultSmall: .bodyDefault
        case .bodyModerateLarge, .bodyModerateMedium, .bodyModerateSmall: .bodyModerate
        case .bodyStrongLarge, .bodyStrongMedium, .bodyStrongSmall: .bodyStrong
        case .labelDefaultXlarge, .labelDefaultLarge, .labelDefaultMedium, .labelDefaultSmall: .labelDefault
        case .labelModerateXlarge, .labelModerateLarge, .labelModerateMedium, .labelModerateSmall: .labelModerate
        case .labelStrongXlarge, .labelStrongLarge, .labelStrongMedium, .labelStrongSmall: .labelStrong
        }
    }
}
