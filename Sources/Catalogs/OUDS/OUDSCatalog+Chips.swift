import OUDSSwiftUI

extension OUDSCatalog {
    /// Chip entries: suggestion chips (text, icon and text, icon only) in every interaction state and
    /// with raw images; filter chips unselected and selected in every state and with raw images; chip
    /// pickers in each selection mode, with and without a title (a picker narrower than its chips
    /// is left out: the card margin check does not see the scroll view's clip).
    static var chips: [OUDSCatalogEntry] {
        let states: [(String, InteractionState?)] = [
            ("enabled", .idle), ("hover", .hover), ("pressed", .pressed), ("focused", .focused), ("disabled", nil),
        ]
        var list: [OUDSCatalogEntry] = []
        for (slug, state) in states {
            list.append(
                OUDSCatalogEntry("suggestion-chip", slug) {
                    ChipColumn {
                        OUDSSuggestionChip(text: "Label") {}
                        OUDSSuggestionChip(image: OUDSImage(asset: Image("ic_heart")), text: "Label") {}
                        OUDSSuggestionChip(image: OUDSImage(asset: Image("ic_heart")), accessibilityLabel: "Like") {}
                    }
                    .chipState(state)
                })
        }
        list.append(
            OUDSCatalogEntry("suggestion-chip", "raw-image") {
                ChipColumn {
                    OUDSSuggestionChip(
                        image: OUDSImage(asset: Image("il_brand"), renderingMode: .original), text: "Brand"
                    ) {}
                    OUDSSuggestionChip(
                        image: OUDSImage(asset: Image("il_brand"), renderingMode: .original),
                        accessibilityLabel: "Brand"
                    ) {}
                }
            })
        for selected in [false, true] {
            for (slug, state) in states {
                list.append(
                    OUDSCatalogEntry("filter-chip", "\(selected ? "selected" : "unselected")-\(slug)") {
                        ChipColumn {
                            OUDSFilterChip(text: "Label", selected: selected) {}
                            OUDSFilterChip(
                                image: OUDSImage(asset: Image("ic_heart")), text: "Label", selected: selected
                            ) {}
                            OUDSFilterChip(
                                image: OUDSImage(asset: Image("ic_heart")), accessibilityLabel: "Like",
                                selected: selected
                            ) {}
                        }
                        .chipState(state)
                    })
            }
        }
        list.append(
            OUDSCatalogEntry("filter-chip", "raw-image") {
                let brand = OUDSImage(asset: Image("il_brand"), renderingMode: .original)
                ChipColumn {
                    OUDSFilterChip(image: brand, text: "Brand") {}
                    OUDSFilterChip(image: brand, text: "Brand", selected: true) {}
                    OUDSFilterChip(image: brand, accessibilityLabel: "Brand") {}
                    OUDSFilterChip(image: brand, accessibilityLabel: "Brand", selected: true) {}
                }
            })
        list += [
            OUDSCatalogEntry("chip-picker", "single-or-none") {
                OUDSChipPicker(title: "Delivery", selection: .constant(Optional("home")), chips: Self.pickerChips)
            },
            OUDSCatalogEntry("chip-picker", "single") {
                OUDSChipPicker(selection: .constant("shop"), chips: Self.pickerChips)
            },
            OUDSCatalogEntry("chip-picker", "multiple") {
                OUDSChipPicker(title: "Options", selections: .constant(["home", "like"]), chips: Self.pickerChips)
            },
        ]
        return list
    }

    /// A text chip, a text and icon chip, a raw-image chip and an icon-only chip.
    private static var pickerChips: [OUDSChipPickerData<String>] {
        [
            .init(tag: "home", layout: .text(text: "Home")),
            .init(tag: "shop", layout: .textAndIcon("Shop", image: OUDSImage(asset: Image("ic_mail")))),
            .init(
                tag: "brand",
                layout: .textAndIcon("Brand", image: OUDSImage(asset: Image("il_brand"), renderingMode: .original))),
            .init(tag: "like", layout: .icon(OUDSImage(asset: Image("ic_heart")), accessibilityLabel: "Like")),
        ]
    }
}

extension View {
    /// The chips in `state` (padded for the focus ring when focused), or disabled for nil.
    @ViewBuilder fileprivate func chipState(_ state: InteractionState?) -> some View {
        if let state { catalogState(state) } else { disabled(true) }
    }
}

/// Chips stacked, leading-aligned, their touch areas spaced with the fixed extra-small space.
private struct ChipColumn<Content: View>: View {
    @Environment(\.theme) private var theme
    let content: Content
    init(@ViewBuilder content: () -> Content) { self.content = content() }
    var body: some View { VStack(alignment: .leading, spacing: theme.spaces.fixedXsmall) { content } }
}
