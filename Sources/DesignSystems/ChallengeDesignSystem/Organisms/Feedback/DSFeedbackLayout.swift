import ProofUI

/// The layout `DSEmptyState` and `DSErrorView` share: an icon, a title over an optional centred
/// message, and an optional secondary button, at spacing `lg`, padded `xl`, filling the space.
struct DSFeedbackLayout: View {
    let icon: String
    let iconSize: CGFloat
    let iconColor: Color
    let title: String
    let message: String?
    let button: (title: String, icon: String?, action: () -> Void)?
    let accessibilityIdentifier: String?

    @Environment(\.dsTheme) private var theme

    var body: some View {
        VStack(spacing: theme.spacing.lg) {
            Image(systemName: icon)
                .font(.system(size: iconSize))
                .foregroundStyle(iconColor)
                .accessibilityIdentifier(accessibilityIdentifier.suffixed("icon"))
                .accessibilityHidden(true)
            VStack(spacing: theme.spacing.sm) {
                Text(title)
                    .font(theme.typography.headline)
                    .foregroundStyle(theme.colors.textPrimary)
                    .accessibilityIdentifier(accessibilityIdentifier.suffixed("title"))
                if let message {
                    Text(message)
                        .font(theme.typography.body)
                        .foregroundStyle(theme.colors.textSecondary)
                        .multilineTextAlignment(.center)
                        .accessibilityIdentifier(accessibilityIdentifier.suffixed("message"))
                }
            }
            if let button {
                DSButton(
                    button.title, icon: button.icon, variant: .secondary,
                    accessibilityIdentifier: accessibilityIdentifier.child("button"), action: button.action)
            }
        }
        .padding(theme.spacing.xl)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}
