import Foundation
import ProofUI

/// A row of filter chips bound to a selection, with an optional title above it
/// (`ouds-components.md` §2.5; OUDS iOS only). The row scrolls horizontally.
///
/// ```swift
/// OUDSChipPicker(title: "Title", selection: $selection, chips: [   // Tag? : single or none
///     .init(tag: "a", layout: .text(text: "Label")),
///     .init(tag: "b", layout: .textAndIcon("Label", image: OUDSImage(asset: Image("ic")))),
/// ])
/// OUDSChipPicker(selection: $tag, chips: chips)          // Tag: exactly one
/// OUDSChipPicker(selections: $tags, chips: chips)        // [Tag]: any number
/// ```
/// Selection modes: *single or none* (`Binding<Tag?>`: tapping the selected chip unselects it),
/// *single* (`Binding<Tag>`: tapping a chip selects it), *multiple* (`Binding<[Tag]>`: tapping a chip
/// adds or removes its tag).
public struct OUDSChipPicker<Tag: Hashable>: View {
    /// How taps change the selection.
    enum SelectionType {
        case singleOrNone(Binding<Tag?>)
        case single(Binding<Tag>)
        case multiple(Binding<[Tag]>)
    }

    private let title: String?
    private let selection: SelectionType
    private let chips: [OUDSChipPickerData<Tag>]
    private let itemsSpacing: SpaceSemanticToken?
    @Environment(\.theme) private var theme

    // MARK: Single or none

    /// A picker where at most one chip is selected; tapping the selected one unselects it. `itemsSpacing`
    /// pads the picker on every side (default `spaces.fixedSmall`).
    public init(
        title: String? = nil, selection: Binding<Tag?>, chips: [OUDSChipPickerData<Tag>],
        itemsSpacing: SpaceSemanticToken? = nil
    ) {
        self.init(title: title, selectionType: .singleOrNone(selection), chips: chips, itemsSpacing: itemsSpacing)
    }

    /// A single-or-none picker whose title is looked up as `title` in `tableName` of `bundle`.
    public init(
        title: LocalizedStringKey?, tableName: String? = nil, bundle: Bundle = .main, selection: Binding<Tag?>,
        chips: [OUDSChipPickerData<Tag>], itemsSpacing: SpaceSemanticToken? = nil
    ) {
        self.init(
            title: title?.resolved(tableName: tableName, bundle: bundle), selectionType: .singleOrNone(selection),
            chips: chips, itemsSpacing: itemsSpacing)
    }

    // MARK: Single

    /// A picker where exactly one chip is selected; tapping a chip selects it.
    public init(
        title: String? = nil, selection: Binding<Tag>, chips: [OUDSChipPickerData<Tag>],
        itemsSpacing: SpaceSemanticToken? = nil
    ) {
        self.init(title: title, selectionType: .single(selection), chips: chips, itemsSpacing: itemsSpacing)
    }

    /// A single-selection picker whose title is looked up as `title` in `tableName` of `bundle`.
    public init(
        title: LocalizedStringKey?, tableName: String? = nil, bundle: Bundle = .main, selection: Binding<Tag>,
        chips: [OUDSChipPickerData<Tag>], itemsSpacing: SpaceSemanticToken? = nil
    ) {
        self.init(
            title: title?.resolved(tableName: tableName, bundle: bundle), selectionType: .single(selection),
            chips: chips, itemsSpacing: itemsSpacing)
    }

    // MARK: Multiple

    /// A picker where any number of chips is selected; tapping a chip adds or removes its tag.
    public init(
        title: String? = nil, selections: Binding<[Tag]>, chips: [OUDSChipPickerData<Tag>],
        itemsSpacing: SpaceSemanticToken? = nil
    ) {
        self.init(title: title, selectionType: .multiple(selections), chips: chips, itemsSpacing: itemsSpacing)
    }

    /// A multiple-selection picker whose title is looked up as `title` in `tableName` of `bundle`.
    public init(
        title: LocalizedStringKey?, tableName: String? = nil, bundle: Bundle = .main, selections: Binding<[Tag]>,
        chips: [OUDSChipPickerData<Tag>], itemsSpacing: SpaceSemanticToken? = nil
    ) {
        self.init(
            title: title?.resolved(tableName: tableName, bundle: bundle), selectionType: .multiple(selections),
            chips: chips, itemsSpacing: itemsSpacing)
    }

    init(
        title: String?, selectionType: SelectionType, chips: [OUDSChipPickerData<Tag>],
        itemsSpacing: SpaceSemanticToken?
    ) {
        self.title = title
        selection = selectionType
        self.chips = chips
        self.itemsSpacing = itemsSpacing
    }

    /// Whether `tag` is selected.
    func isSelected(_ tag: Tag) -> Bool {
        switch selection {
        case .singleOrNone(let binding): binding.wrappedValue == tag
        case .single(let binding): binding.wrappedValue == tag
        case .multiple(let binding): binding.wrappedValue.contains(tag)
        }
    }

    /// The selection after a tap on the chip of `tag`.
    func toggle(_ tag: Tag) {
        switch selection {
        case .singleOrNone(let binding):
            binding.wrappedValue = binding.wrappedValue == tag ? nil : tag
        case .single(let binding):
            binding.wrappedValue = tag
        case .multiple(let binding):
            if let index = binding.wrappedValue.firstIndex(of: tag) {
                binding.wrappedValue.remove(at: index)
            } else {
                binding.wrappedValue.append(tag)
            }
        }
    }

    /// The title (`bodyStrongLarge`, a header for VoiceOver) above the scrolling row of chips.
    ///
    /// Where we differ: OUDS iOS logs a warning for an empty title; Proof has no log and draws no
    /// title, as for nil.
    public var body: some View {
        VStack(alignment: .leading, spacing: theme.spaces.fixedSmall) {
            if let title, !title.isEmpty {
                Text(title)
                    .font(theme.fonts.bodyStrongLarge)
                    .foregroundColor(theme.colors.contentDefault)
                    .accessibilityAddTraits(.isHeader)
            }
            ScrollView(.horizontal, showsIndicators: false) {
                // Where we differ: OUDS iOS leaves the gap to the platform's stack spacing (8); Proof
                // names it with the 8 pt column gap token.
                HStack(spacing: theme.spaces.columnGapSmall) {
                    ForEach(chips.indices, id: \.self) { chip(chips[$0]) }
                }
            }
            // A horizontal scroll view is as high as its chips.
            .fixedSize(horizontal: false, vertical: true)
        }
        .padding(itemsSpacing ?? theme.spaces.fixedSmall)
    }

    @ViewBuilder private func chip(_ data: OUDSChipPickerData<Tag>) -> some View {
        let selected = isSelected(data.tag)
        let action = { toggle(data.tag) }
        let chip: OUDSFilterChip =
            switch data.layout {
            case .text(let text): OUDSFilterChip(text: text, selected: selected, action: action)
            case .image(let image):
                OUDSFilterChip(
                    image: image, accessibilityLabel: image.accessibilityLabel ?? "", selected: selected, action: action
                )
            case .textAndImage(let text, let image):
                OUDSFilterChip(image: image, text: text, selected: selected, action: action)
            }
        if let identifier = data.accessibilityIdentifier {
            chip.accessibilityIdentifier(identifier)
        } else {
            chip
        }
    }
}
