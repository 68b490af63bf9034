import ProofUI

/// An error state: `exclamationmark.triangle.fill` at `dimensions.xxl` in `statusError`, a title
/// (`headline`), an optional centred message (`body`, `textSecondary`) and an optional secondary
/// retry button with `arrow.clockwise`; it fills the space offered.
///
/// With an `accessibilityIdentifier` `id`, the children are `id.icon`, `id.title`, `id.message` and
/// `id.button`.
public struct DSErrorView: View {
    private let title: String
    private let message: String?
    private let retryTitle: String?
    private let retryAction: (() -> Void)?
    private let accessibilityIdentifier: String?

    @Environment(\.dsTheme) private var theme

    /// An error state of `title` and `message`; the retry button shows when both `retryTitle` and
    /// `retryAction` are given.
    public init(
        title: String, message: String? = nil, retryTitle: String? = nil, retryAction: (() -> Void)? = nil,
        accessibilityIdentifier: String? = nil
    ) {
        self.title = title
        self.message = message
        self.retryTitle = retryTitle
        self.retryAction = retryAction
        self.accessibilityIdentifier = accessibilityIdentifier
    }

    /// The error state.
    public var body: some View {
        DSFeedbackLayout(
            icon: "exclamationmark.triangle.fill", iconSize: theme.dimensions.xxl, iconColor: theme.colors.statusError,
            title: title, message: message,
            button: retryTitle.flatMap { t in retryAction.map { (t, "arrow.clockwise", $0) } },
            accessibilityIdentifier: accessibilityIdentifier)
    }
}
