import ProofUI

/// A text field in the design system's look: `body` font, padded `md`×`sm` on `surfaceSecondary`,
/// in a rounded rectangle of radius `md` with a `borderWidth.thin` separator border.
///
/// ```swift
/// DSTextField(placeholder: "Search characters", text: $query, accessibilityIdentifier: "search.field")
/// ```
public struct DSTextField: View {
    private let placeholder: String
    @Binding private var text: String
    private let accessibilityIdentifier: String?

    @Environment(\.dsTheme) private var theme

    /// A field editing `text`, showing `placeholder` while it is empty; `accessibilityIdentifier` is
    /// set on the field.
    public init(placeholder: String, text: Binding<String>, accessibilityIdentifier: String? = nil) {
        self.placeholder = placeholder
        self._text = text
        self.accessibilityIdentifier = accessibilityIdentifier
    }

    /// The field.
    public var body: some View {
        TextField(placeholder, text: $text)
            .font(theme.typography.body)
            .padding(.horizontal, theme.spacing.md)
            .padding(.vertical, theme.spacing.sm)
            .background(theme.colors.surfaceSecondary)
            .clipShape(RoundedRectangle(cornerRadius: theme.cornerRadius.md))
            .overlay {
                RoundedRectangle(cornerRadius: theme.cornerRadius.md)
                    .stroke(theme.colors.separator, lineWidth: theme.borderWidth.thin)
            }
            .accessibilityIdentifier(accessibilityIdentifier ?? "")
    }
}
