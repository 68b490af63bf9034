import ProofUI

/// An empty state: an SF Symbol at `dimensions.xxxl` in `textTertiary`, a title (`headline`), an
/// optional centred message (`body`, `textSecondary`) and an optional secondary button; it fills
/// the space offered.
///
/// With an `accessibilityIdentifier` `id`, the children are `id.icon`, `id.title`, `id.message` and
/// `id.button`.
public struct DSEmptyState: View {
    private let icon: String
    private let title: String
    private let message: String?
    private let actionTitle: String?
    private let action: (() -> Void)?
    private let accessibilityIdentifier: String?

    @Environment(\.dsTheme) private var theme

    /// An empty state of `icon`, `title` and `message`; the button shows when both `actionTitle`
    /// and `action` are given.
    public init(
        icon: String, title: String, message: String? = nil, actionTitle: String? = nil,
        action: (() -> Void)? = nil, accessibilityIdentifier: String? = nil
    ) {
        self.icon = icon
        self.title = title
        self.message = message
        self.actionTitle = actionTitle
        self.action = action
        self.accessibilityIdentifier = accessibilityIdentifier
    }

    /// The empty state.
    public var body: some View {
        DSFeedbackLayout(
            icon: icon, iconSize: theme.dimensions.xxxl, iconColor: theme.colors.textTertiary, title: title,
            message: message, button: actionTitle.flatMap { t in action.map { (t, nil, $0) } },
            accessibilityIdentifier: accessibilityIdentifier)
    }
}
