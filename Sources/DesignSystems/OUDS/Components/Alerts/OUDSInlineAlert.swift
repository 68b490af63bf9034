import ProofUI

/// An inline alert: a short, persistent, non-actionable message in the content flow: the status
/// icon (24 pt; none for neutral and accent without a custom icon), a 12 pt gap, and the label in
/// `labelModerateLarge` in the status colour (`contentDefault` for neutral and accent), at most
/// 640 pt wide. No background, border or padding (`ouds-components.md` §1.4).
///
/// ```swift
/// OUDSInlineAlert(label: "Label")
/// OUDSInlineAlert(label: "Warning", status: .warning)
/// OUDSInlineAlert(label: "Label", status: .accent(image: OUDSImage(asset: Image("ic_heart"))))
/// ```
public struct OUDSInlineAlert: View {
    private let label: String
    private let status: OUDSAlertStatus
    @Environment(\.theme) private var theme

    /// An inline alert showing `label` in `status` (default neutral, without icon).
    public init(label: String, status: OUDSAlertStatus = .neutral()) {
        self.label = label
        self.status = status
    }

    /// The icon and the label, aligned on their tops (the icon is as high as the first line).
    public var body: some View {
        HStack(alignment: .top, spacing: theme.spaces.columnGapMedium) {
            AlertStatusIcon(status: status, size: theme.sizes.iconWithLabelLargeSizeSmall)
            Text(label)
                .font(theme.fonts.labelModerateLarge)
                .foregroundColor(labelColor)
                .frame(maxWidth: 640, alignment: .leading)
                .fixedSize(horizontal: false, vertical: true)
        }
        .accessibilityElement(children: .combine)
    }

    private var labelColor: Color {
        let c = theme.colors
        switch status {
        case .neutral, .accent: return c.contentDefault
        case .positive: return c.contentStatusPositive
        case .info: return c.contentStatusInfo
        case .warning: return c.contentStatusWarning
        case .negative: return c.contentStatusNegative
        }
    }
}
