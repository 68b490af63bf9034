import ProofUI

/// A titled row of chips choosing at most one option: tapping the selected chip clears the choice.
///
/// The title is `headline` in `textPrimary` above a horizontally scrolling `HStack` of `DSChip`s, at
/// spacing `sm`. With an `accessibilityIdentifier` `id`, each chip is `id.<its label>`.
///
/// ```swift
/// DSChipGroup("Status", options: [(id: "alive", label: "Alive"), (id: "dead", label: "Dead")],
///             selectedID: selected) { selected = $0 }
/// ```
public struct DSChipGroup<ID: Hashable>: View {
    private let title: String
    private let options: [(id: ID, label: String)]
    private let selectedID: ID?
    private let accessibilityIdentifier: String?
    private let onSelect: (ID?) -> Void

    @Environment(\.dsTheme) private var theme

    /// A group titled `title` of `options` (id and label each), `selectedID` drawn selected;
    /// `onSelect` gets the tapped option's id, or nil when the selected chip is tapped again.
    public init(
        _ title: String,
        options: [(id: ID, label: String)],
        selectedID: ID?,
        accessibilityIdentifier: String? = nil,
        onSelect: @escaping (ID?) -> Void
    ) {
        self.title = title
        self.options = options
        self.selectedID = selectedID
        self.accessibilityIdentifier = accessibilityIdentifier
        self.onSelect = onSelect
    }

    /// The title and the chips.
    public var body: some View {
        VStack(alignment: .leading, spacing: theme.spacing.sm) {
            Text(title)
                .font(theme.typography.headline)
                .foregroundStyle(theme.colors.textPrimary)
            ScrollView(.horizontal, showsIndicators: false) {
                HStack(spacing: theme.spacing.sm) {
                    ForEach(options, id: \.id) { option in
                        DSChip(
                            option.label, isSelected: selectedID == option.id,
                            accessibilityIdentifier: accessibilityIdentifier.child(option.label)
                        ) {
                            onSelect(selectedID == option.id ? nil : option.id)
                        }
                    }
                }
            }
        }
        .accessibilityIdentifier(accessibilityIdentifier ?? "")
    }
}
