import ProofUI

/// The size of a badge (`theme.badge.size…`): extra small 8, small 12, medium 16, large 20 (Orange).
/// Count badges show their number in medium and large only; extra small and small are plain dots.
public enum OUDSBadgeSize: Hashable, Sendable, CaseIterable {
    /// Extra small (8).
    case extraSmall
    /// Small (12).
    case small
    /// Medium (16), the default.
    case medium
    /// Large (20).
    case large

    /// The side of the badge in `tokens`.
    func side(_ tokens: BadgeComponentTokens) -> CGFloat {
        switch self {
        case .extraSmall: tokens.sizeXsmall
        case .small: tokens.sizeSmall
        case .medium: tokens.sizeMedium
        case .large: tokens.sizeLarge
        }
    }

    /// The inset of an icon inside an icon badge.
    func iconInset(_ tokens: BadgeComponentTokens) -> CGFloat {
        switch self {
        case .extraSmall: tokens.spaceInsetXsmall
        case .small: tokens.spaceInsetSmall
        case .medium: tokens.spaceInsetMedium
        case .large: tokens.spaceInsetLarge
        }
    }

    /// Whether a count badge of this size shows its number.
    var showsCount: Bool { self == .medium || self == .large }
}
