import ProofUI

/// Checkbox items for a set of options, bound to the selected tags.
///
/// ```swift
/// OUDSCheckboxPicker(selections: $selections, checkboxes: [.init(tag: "a", label: "Option A")])
/// OUDSCheckboxPicker(
///     selections: $selections, checkboxes: data, placement: .verticalRooted("All options", .textAndCount))
/// ```
/// A rooted picker adds a three-state checkbox above the options: selected when all are, indeterminate
/// when some are.
public struct OUDSCheckboxPicker<Tag: Hashable>: View {
    let selections: Binding<[Tag]>
    let checkboxes: [OUDSPickerItemData<Tag>]
    let isReversed: Bool
    let placement: OUDSPickerPlacement
    @Environment(\.theme) private var theme

    /// A picker of `checkboxes`; `isReversed` puts every selector after its label.
    public init(
        selections: Binding<[Tag]>, checkboxes: [OUDSPickerItemData<Tag>], isReversed: Bool = false,
        placement: OUDSPickerPlacement = .vertical
    ) {
        self.selections = selections
        self.checkboxes = checkboxes
        self.isReversed = isReversed
        self.placement = placement
    }

    private func binding(for tag: Tag) -> Binding<Bool> {
        let selections = self.selections
        return Binding(
            get: { selections.wrappedValue.contains(tag) },
            set: { on in
                if on, !selections.wrappedValue.contains(tag) { selections.wrappedValue.append(tag) }
                if !on { selections.wrappedValue.removeAll { $0 == tag } }
            })
    }

    private var items: some View {
        ForEach(checkboxes.indices, id: \.self) { i in
            let c = checkboxes[i]
            OUDSCheckboxItem(
                c.label, isOn: binding(for: c.tag), description: c.description, image: c.image,
                isReversed: c.isReversed || isReversed,
                isError: c.isError, errorText: nil, helperText: c.helper, isReadOnly: c.isReadOnly,
                hasDivider: c.hasDivider)
        }
    }

    /// The options in their placement.
    public var body: some View {
        switch placement {
        case .vertical:
            VStack(alignment: .leading, spacing: theme.controlItem.spaceRowGap) { items }
        case .horizontal:
            HStack(spacing: theme.controlItem.spaceRowGap) { items }
        case .verticalRooted(let label, let rootLabel):
            VStack(alignment: .leading, spacing: theme.controlItem.spaceRowGap) {
                OUDSCheckboxItemIndeterminate(
                    rootText(label, rootLabel), selection: rootState, isReversed: isReversed, hasDivider: true)
                items
            }
        }
    }

    private func rootText(_ label: String, _ kind: OUDSPickerRootLabel) -> String {
        let selected = checkboxes.filter { selections.wrappedValue.contains($0.tag) }.count
        return kind == .textAndCount ? "\(label) (\(selected)/\(checkboxes.count))" : label
    }

    /// All, some or none of the options selected; setting it selects or clears them all.
    private var rootState: Binding<OUDSCheckboxIndicatorState> {
        let selections = self.selections
        let tags = checkboxes.map(\.tag)
        return Binding(
            get: {
                let n = tags.filter { selections.wrappedValue.contains($0) }.count
                return n == 0 ? .unselected : n == tags.count ? .selected : .indeterminate
            },
            set: { state in selections.wrappedValue = state == .selected ? tags : [] })
    }
}
