import Foundation
import ProofUI

/// A badge: a small coloured dot that emphasizes a notification or a status through colour only.
/// Its size does not follow Dynamic Type. Use `.disabled(true)` for the disabled look.
///
/// ```swift
/// OUDSBadgeStandard(accessibilityLabel: "Some label", status: .neutral, size: .medium)
/// ```
public struct OUDSBadgeStandard: View {
    /// The status of the badge (its colour).
    public typealias Status = OUDSBadgeStatus
    /// The size of the badge.
    public typealias Size = OUDSBadgeSize

    private let accessibilityLabel: String
    private let status: Status
    private let size: Size
    @Environment(\.theme) private var theme
    @Environment(\.isEnabled) private var isEnabled

    /// A dot badge of `status` (default neutral) and `size` (default medium), vocalized as `accessibilityLabel`.
    public init(accessibilityLabel: String, status: Status = .neutral, size: Size = .medium) {
        self.accessibilityLabel = accessibilityLabel
        self.status = status
        self.size = size
    }

    /// `init(accessibilityLabel:status:size:)` with the label looked up as `key` in `tableName` of
    /// `bundle`.
    public init(
        accessibilityLabel key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle = .main,
        status: Status = .neutral, size: Size = .medium
    ) {
        self.init(accessibilityLabel: key.resolved(tableName: tableName, bundle: bundle), status: status, size: size)
    }

    /// The dot: a pill of the size token, filled with the status background.
    public var body: some View {
        let side = size.side(theme.badge)
        return RoundedRectangle(cornerRadius: theme.badge.borderRadius, style: .circular)
            .fill(theme.badge.colorBg.color(status.kind, enabled: isEnabled))
            .frame(width: side, height: side)
            .accessibilityLabel(accessibilityLabel)
    }
}
