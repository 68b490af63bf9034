import ProofUI

/// An icon, a label and a value in a row: the icon in `body` at `spacing.xxl` wide, then the label
/// (`caption`, `textSecondary`) over the value (`body`, `textPrimary`), leading-aligned.
///
/// With an `accessibilityIdentifier` `id`, the children are `id.icon`, `id.label` and `id.value`.
///
/// ```swift
/// DSInfoRow(icon: "person.fill", label: "Name", value: "Rick Sanchez", accessibilityIdentifier: "nameRow")
/// ```
public struct DSInfoRow: View {
    private let icon: String
    private let label: String
    private let value: String
    private let iconColor: Color?
    private let accessibilityIdentifier: String?

    @Environment(\.dsTheme) private var theme

    /// A row of the SF Symbol `icon` in `iconColor` (nil: the accent), `label` and `value`.
    public init(
        icon: String, label: String, value: String, iconColor: Color? = nil, accessibilityIdentifier: String? = nil
    ) {
        self.icon = icon
        self.label = label
        self.value = value
        self.iconColor = iconColor
        self.accessibilityIdentifier = accessibilityIdentifier
    }

    /// The row.
    public var body: some View {
        HStack(spacing: theme.spacing.md) {
            Image(systemName: icon)
                .font(theme.typography.body)
                .foregroundStyle(iconColor ?? theme.colors.accent)
                .frame(width: theme.spacing.xxl)
                .accessibilityIdentifier(accessibilityIdentifier.suffixed("icon"))
                .accessibilityHidden(true)

            VStack(alignment: .leading, spacing: theme.spacing.xxs) {
                Text(label)
                    .font(theme.typography.caption)
                    .foregroundStyle(theme.colors.textSecondary)
                    .accessibilityIdentifier(accessibilityIdentifier.suffixed("label"))
                Text(value)
                    .font(theme.typography.body)
                    .foregroundStyle(theme.colors.textPrimary)
                    .accessibilityIdentifier(accessibilityIdentifier.suffixed("value"))
            }

            Spacer()
        }
    }
}
