import ProofUI

/// A loading state filling the space offered: a spinner at 1.5× over an optional message (`body`,
/// `textSecondary`), at spacing `lg`.
///
/// With an `accessibilityIdentifier` `id`, the children are `id.indicator` and `id.message`.
public struct DSLoadingView: View {
    private let message: String?
    private let accessibilityIdentifier: String?

    @Environment(\.dsTheme) private var theme

    /// A loading state showing `message` under the spinner.
    public init(message: String? = nil, accessibilityIdentifier: String? = nil) {
        self.message = message
        self.accessibilityIdentifier = accessibilityIdentifier
    }

    /// The spinner and message.
    public var body: some View {
        VStack(spacing: theme.spacing.lg) {
            ProgressView()
                .scaleEffect(1.5)
                .accessibilityIdentifier(accessibilityIdentifier.suffixed("indicator"))
            if let message {
                Text(message)
                    .font(theme.typography.body)
                    .foregroundStyle(theme.colors.textSecondary)
                    .accessibilityIdentifier(accessibilityIdentifier.suffixed("message"))
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}
