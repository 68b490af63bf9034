import ProofUI

/// A selectable capsule: `subheadline` text padded `md`×`sm`; selected, inverted text on the accent;
/// unselected, primary text inside a `borderWidth.thin` separator border.
///
/// ```swift
/// DSChip("Alive", isSelected: filter == .alive) { filter = .alive }
/// ```
public struct DSChip: View {
    private let title: String
    private let isSelected: Bool
    private let accessibilityIdentifier: String?
    private let action: () -> Void

    @Environment(\.dsTheme) private var theme

    /// A chip titled `title`, drawn selected when `isSelected`, that runs `action` when tapped;
    /// `accessibilityIdentifier` is set on the chip.
    public init(
        _ title: String, isSelected: Bool, accessibilityIdentifier: String? = nil, action: @escaping () -> Void
    ) {
        self.title = title
        self.isSelected = isSelected
        self.accessibilityIdentifier = accessibilityIdentifier
        self.action = action
    }

    /// The chip.
    public var body: some View {
        Button(action: action) {
            Text(title)
                .font(theme.typography.subheadline)
                .foregroundStyle(isSelected ? theme.colors.textInverted : theme.colors.textPrimary)
                .padding(.horizontal, theme.spacing.md)
                .padding(.vertical, theme.spacing.sm)
                .background(isSelected ? theme.colors.accent : Color.clear, in: .capsule)
                .overlay {
                    if !isSelected {
                        Capsule().strokeBorder(theme.colors.separator, lineWidth: theme.borderWidth.thin)
                    }
                }
                .clipShape(.capsule)
        }
        .buttonStyle(.plain)
        .accessibilityIdentifier(accessibilityIdentifier ?? "")
    }
}
