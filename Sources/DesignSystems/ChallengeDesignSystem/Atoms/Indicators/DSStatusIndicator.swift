import ProofUI

/// A filled circle in a status's colour, `dimensions.sm` (12 pt) unless `size` says otherwise; read by
/// VoiceOver as the status's raw value.
///
/// ```swift
/// DSStatusIndicator(status: .dead, size: 8)
/// ```
public struct DSStatusIndicator: View {
    private let status: DSStatus
    private let size: CGFloat?
    private let accessibilityIdentifier: String?

    @Environment(\.dsTheme) private var theme

    /// An indicator of `status`, `size` points wide (nil: the theme's `dimensions.sm`), with
    /// `accessibilityIdentifier` set on the circle.
    public init(status: DSStatus, size: CGFloat? = nil, accessibilityIdentifier: String? = nil) {
        self.status = status
        self.size = size
        self.accessibilityIdentifier = accessibilityIdentifier
    }

    /// The circle.
    public var body: some View {
        let side = size ?? theme.dimensions.sm
        return Circle()
            .fill(status.color(in: theme.colors))
            .frame(width: side, height: side)
            .accessibilityIdentifier(accessibilityIdentifier ?? "")
            .accessibilityLabel(status.rawValue)
    }
}
