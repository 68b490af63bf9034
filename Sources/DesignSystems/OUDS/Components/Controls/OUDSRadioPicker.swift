import ProofUI

/// Radio items for a set of options, bound to the selected tag.
///
/// ```swift
/// OUDSRadioPicker(selection: $selection, radios: [.init(tag: "a", label: "Option A")], placement: .vertical)
/// ```
public struct OUDSRadioPicker<Tag: Hashable>: View {
    let selection: Binding<Tag>
    let radios: [OUDSPickerItemData<Tag>]
    let isReversed: Bool
    let placement: OUDSPickerPlacement
    @Environment(\.theme) private var theme

    /// A picker of `radios`; `isReversed` puts every selector after its label. A rooted placement
    /// lays the options out vertically (a root item only makes sense for checkboxes).
    public init(
        selection: Binding<Tag>, radios: [OUDSPickerItemData<Tag>], isReversed: Bool = false,
        placement: OUDSPickerPlacement = .vertical
    ) {
        self.selection = selection
        self.radios = radios
        self.isReversed = isReversed
        self.placement = placement
    }

    private func binding(for tag: Tag) -> Binding<Bool> {
        let selection = self.selection
        return Binding(get: { selection.wrappedValue == tag }, set: { if $0 { selection.wrappedValue = tag } })
    }

    private var items: some View {
        ForEach(radios.indices, id: \.self) { i in
            let r = radios[i]
            OUDSRadioItem(
                r.label, isOn: binding(for: r.tag), description: r.description, image: r.image,
                isReversed: r.isReversed || isReversed,
                isError: r.isError, errorText: nil, helperText: r.helper, isReadOnly: r.isReadOnly,
                hasDivider: r.hasDivider)
        }
    }

    /// The options in their placement.
    public var body: some View {
        if case .horizontal = placement {
            HStack(spacing: theme.controlItem.spaceRowGap) { items }
        } else {
            VStack(alignment: .leading, spacing: theme.controlItem.spaceRowGap) { items }
        }
    }
}
