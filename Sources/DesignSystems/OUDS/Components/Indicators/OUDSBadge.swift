import ProofUI

/// The badge of OUDS iOS 1.x, one type for the three layouts since split into `OUDSBadgeStandard`
/// (a dot), `OUDSBadgeCount` (a number) and `OUDSBadgeIcon` (an icon); each initialiser draws the
/// badge its replacement draws.
///
/// ```swift
/// OUDSBadge(status: .accent, size: .small)
/// OUDSBadge(count: 1, status: .negative, size: .large)
/// OUDSBadge(status: .info, accessibilityLabel: "Information")
/// ```
@available(*, deprecated, message: "Use OUDSBadgeStandard, OUDSBadgeCount or OUDSBadgeIcon")
public struct OUDSBadge: View {
    /// The status of a dot or count badge.
    public typealias Status = OUDSBadgeStatus
    /// The sizes of a dot badge.
    public typealias StandardSize = OUDSBadgeSize
    /// The sizes of a count or icon badge.
    public typealias IllustrationSize = OUDSBadgeSize
    /// The status of an icon badge (with its icon for neutral and accent).
    public typealias StatusWithIcon = OUDSBadgeIcon.Status

    /// The badge each initialiser stands for.
    private enum Layout {
        case standard(OUDSBadgeStandard)
        case count(OUDSBadgeCount)
        case icon(OUDSBadgeIcon)
    }

    private let layout: Layout

    /// A dot badge (`OUDSBadgeStandard`) of `status` and `size`; it has no accessibility label.
    public init(status: Status = .neutral, size: StandardSize = .medium) {
        layout = .standard(OUDSBadgeStandard(accessibilityLabel: "", status: status, size: size))
    }

    /// A count badge (`OUDSBadgeCount`): `count` (shown "+99" above 99), vocalized as the number.
    public init(count: UInt, status: Status = .neutral, size: IllustrationSize = .medium) {
        layout = .count(
            OUDSBadgeCount(
                UInt8(min(count, UInt(UInt8.max))), accessibilityLabel: "\(count)", status: status, size: size))
    }

    /// An icon badge (`OUDSBadgeIcon`) of `status`, vocalized as `accessibilityLabel`.
    public init(status: StatusWithIcon, accessibilityLabel: String, size: IllustrationSize = .medium) {
        layout = .icon(OUDSBadgeIcon(status: status, accessibilityLabel: accessibilityLabel, size: size))
    }

    /// The badge.
    public var body: some View {
        switch layout {
        case .standard(let badge): badge
        case .count(let badge): badge
        case .icon(let badge): badge
        }
    }
}
