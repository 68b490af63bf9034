import OUDSSwiftUI

extension OUDSCatalog {
    /// Catalog entries of the controls family: checkbox, three-state checkbox, radio and switch, alone
    /// in every state, and as items with description, images, reversed layout, divider, error,
    /// helper text and read-only.
    static var controls: [OUDSCatalogEntry] {
        checkboxEntries + radioEntries + switchEntries + checkboxItemEntries + radioItemEntries + switchItemEntries
    }

    /// The forced states of the selector-only entries, by slug (`disabled` is `.disabled(true)`).
    private static let states: [(slug: String, state: InteractionState?)] = [
        ("enabled", .idle), ("hover", .hover), ("pressed", .pressed), ("focused", .focused), ("disabled", nil),
    ]

    private static var checkboxEntries: [OUDSCatalogEntry] {
        var entries: [OUDSCatalogEntry] = []
        for isOn in [true, false] {
            for (slug, state) in states {
                entries.append(
                    OUDSCatalogEntry("checkbox", "\(isOn ? "selected" : "unselected")-\(slug)") {
                        OUDSCheckbox(isOn: .constant(isOn), accessibilityLabel: "Label").forced(state)
                    })
            }
        }
        entries += [
            OUDSCatalogEntry("checkbox", "selected-error") {
                OUDSCheckbox(isOn: .constant(true), accessibilityLabel: "Label", isError: true)
            },
            OUDSCatalogEntry("checkbox", "selected-read-only") {
                OUDSCheckbox(isOn: .constant(true), accessibilityLabel: "Label", isReadOnly: true)
            },
        ]
        for (slug, state) in [("enabled", InteractionState?.some(.idle)), ("pressed", .pressed), ("disabled", nil)] {
            entries.append(
                OUDSCatalogEntry("checkbox-indeterminate", "indeterminate-\(slug)") {
                    OUDSCheckboxIndeterminate(selection: .constant(.indeterminate), accessibilityLabel: "Label").forced(
                        state)
                })
        }
        entries.append(
            OUDSCatalogEntry("checkbox-indeterminate", "indeterminate-error") {
                OUDSCheckboxIndeterminate(
                    selection: .constant(.indeterminate), accessibilityLabel: "Label", isError: true)
            })
        return entries
    }

    private static var radioEntries: [OUDSCatalogEntry] {
        var entries = states.map { slug, state in
            OUDSCatalogEntry("radio", "selected-\(slug)") {
                OUDSRadio(isOn: .constant(true), accessibilityLabel: "Label").forced(state)
            }
        }
        entries += [
            OUDSCatalogEntry("radio", "unselected-enabled") {
                OUDSRadio(isOn: .constant(false), accessibilityLabel: "Label")
            },
            OUDSCatalogEntry("radio", "unselected-hover") {
                OUDSRadio(isOn: .constant(false), accessibilityLabel: "Label").interactionState(.hover)
            },
            OUDSCatalogEntry("radio", "selected-error") {
                OUDSRadio(isOn: .constant(true), accessibilityLabel: "Label", isError: true)
            },
        ]
        return entries
    }

    private static var switchEntries: [OUDSCatalogEntry] {
        var entries = states.map { slug, state in
            OUDSCatalogEntry("switch", "on-\(slug)") {
                OUDSSwitch(isOn: .constant(true), accessibilityLabel: "Label").forced(state)
            }
        }
        for (slug, state) in [("enabled", InteractionState?.some(.idle)), ("pressed", .pressed), ("disabled", nil)] {
            entries.append(
                OUDSCatalogEntry("switch", "off-\(slug)") {
                    OUDSSwitch(isOn: .constant(false), accessibilityLabel: "Label").forced(state)
                })
        }
        entries.append(
            OUDSCatalogEntry("switch", "on-read-only") {
                OUDSSwitch(isOn: .constant(true), accessibilityLabel: "Label", isReadOnly: true)
            })
        return entries
    }

    private static var checkboxItemEntries: [OUDSCatalogEntry] {
        let icon = OUDSImage(asset: Image(decorative: "ic"))
        return [
            OUDSCatalogEntry("checkbox-item", "selected") { OUDSCheckboxItem("Label", isOn: .constant(true)) },
            OUDSCatalogEntry("checkbox-item", "unselected") { OUDSCheckboxItem("Label", isOn: .constant(false)) },
            OUDSCatalogEntry("checkbox-item", "selected-hover") {
                OUDSCheckboxItem("Label", isOn: .constant(true)).interactionState(.hover)
            },
            OUDSCatalogEntry("checkbox-item", "selected-pressed") {
                OUDSCheckboxItem("Label", isOn: .constant(true)).interactionState(.pressed)
            },
            OUDSCatalogEntry("checkbox-item", "selected-focused") {
                OUDSCheckboxItem("Label", isOn: .constant(true)).catalogState(.focused)
            },
            OUDSCatalogEntry("checkbox-item", "selected-disabled") {
                OUDSCheckboxItem("Label", isOn: .constant(true), description: "Helper").disabled(true)
            },
            OUDSCatalogEntry("checkbox-item", "error-text") {
                OUDSCheckboxItem("Label", isOn: .constant(true), isError: true, errorText: "Message")
            },
            OUDSCatalogEntry("checkbox-item", "error-rich-text") {
                OUDSCheckboxItem(
                    "Label", isOn: .constant(false), isError: true, errorText: AttributedString("Rich message"))
            },
            OUDSCatalogEntry("checkbox-item", "read-only") {
                OUDSCheckboxItem("Label", isOn: .constant(true), isReadOnly: true)
            },
            OUDSCatalogEntry("checkbox-item", "description") {
                OUDSCheckboxItem("Label", isOn: .constant(true), description: "Helper")
            },
            OUDSCatalogEntry("checkbox-item", "helper-text") {
                OUDSCheckboxItem("Label", isOn: .constant(false), helperText: "Helper text")
            },
            OUDSCatalogEntry("checkbox-item", "image-tinted") {
                OUDSCheckboxItem("Label", isOn: .constant(true), description: "Helper", image: icon)
            },
            OUDSCatalogEntry("checkbox-item", "image-original") {
                OUDSCheckboxItem(
                    "Label", isOn: .constant(true),
                    image: OUDSImage(asset: Image(decorative: "il_brand"), renderingMode: .original))
            },
            OUDSCatalogEntry("checkbox-item", "image-flipped") {
                OUDSCheckboxItem(
                    "Label", isOn: .constant(true),
                    image: OUDSImage(asset: Image(systemName: "figure.handball"), flipped: true))
            },
            OUDSCatalogEntry("checkbox-item", "reversed") {
                OUDSCheckboxItem("Label", isOn: .constant(true), image: icon, isReversed: true)
            },
            OUDSCatalogEntry("checkbox-item", "divider") {
                OUDSCheckboxItem("Label", isOn: .constant(true), hasDivider: true)
            },
            OUDSCatalogEntry("checkbox-item-indeterminate", "indeterminate") {
                OUDSCheckboxItemIndeterminate("Label", selection: .constant(.indeterminate), image: icon)
            },
            OUDSCatalogEntry("checkbox-item-indeterminate", "indeterminate-disabled") {
                OUDSCheckboxItemIndeterminate("Label", selection: .constant(.indeterminate)).disabled(true)
            },
        ]
    }

    private static var radioItemEntries: [OUDSCatalogEntry] {
        return [
            OUDSCatalogEntry("radio-item", "selected") { OUDSRadioItem("Label", isOn: .constant(true)) },
            OUDSCatalogEntry("radio-item", "unselected-hover") {
                OUDSRadioItem("Label", isOn: .constant(false)).interactionState(.hover)
            },
            OUDSCatalogEntry("radio-item", "selected-disabled") {
                OUDSRadioItem("Label", isOn: .constant(true)).disabled(true)
            },
            OUDSCatalogEntry("radio-item", "error-text") {
                OUDSRadioItem("Label", isOn: .constant(true), isError: true, errorText: "Message")
            },
            OUDSCatalogEntry("radio-item", "image-original-description") {
                OUDSRadioItem(
                    "Label", isOn: .constant(true), description: "Helper",
                    image: OUDSImage(asset: Image(decorative: "il_brand"), renderingMode: .original))
            },
            OUDSCatalogEntry("radio-item", "reversed-divider") {
                OUDSRadioItem(
                    "Label", isOn: .constant(true), image: OUDSImage(asset: Image(decorative: "ic")), isReversed: true,
                    hasDivider: true)
            },
        ]
    }

    private static var switchItemEntries: [OUDSCatalogEntry] {
        let icon = OUDSImage(asset: Image(decorative: "ic"))
        return [
            OUDSCatalogEntry("switch-item", "on-image") { OUDSSwitchItem("Label", isOn: .constant(true), image: icon) },
            OUDSCatalogEntry("switch-item", "off") { OUDSSwitchItem("Label", isOn: .constant(false)) },
            OUDSCatalogEntry("switch-item", "on-pressed") {
                OUDSSwitchItem("Label", isOn: .constant(true)).interactionState(.pressed)
            },
            OUDSCatalogEntry("switch-item", "on-disabled") {
                OUDSSwitchItem("Label", isOn: .constant(true), image: icon).disabled(true)
            },
            OUDSCatalogEntry("switch-item", "error-text") {
                OUDSSwitchItem("Label", isOn: .constant(true), isError: true, errorText: "Message")
            },
            OUDSCatalogEntry("switch-item", "read-only-description") {
                OUDSSwitchItem("Label", isOn: .constant(true), description: "Helper", isReadOnly: true)
            },
            OUDSCatalogEntry("switch-item", "leading-image-flipped-divider") {
                OUDSSwitchItem(
                    "Label", isOn: .constant(true),
                    image: OUDSImage(asset: Image(systemName: "figure.handball"), flipped: true),
                    isReversed: false,
                    hasDivider: true)
            },
            OUDSCatalogEntry("checkbox-picker", "vertical") {
                OUDSCheckboxPicker(selections: .constant(["a"]), checkboxes: pickerOptions).frame(width: 280)
            },
            OUDSCatalogEntry("checkbox-picker", "rooted") {
                OUDSCheckboxPicker(
                    selections: .constant(["a"]), checkboxes: pickerOptions,
                    placement: .verticalRooted("All options", .textAndCount)
                )
                .frame(width: 280)
            },
            OUDSCatalogEntry("checkbox-picker", "horizontal-reversed") {
                OUDSCheckboxPicker(
                    selections: .constant(["b"]), checkboxes: Array(pickerOptions.prefix(2)), isReversed: true,
                    placement: .horizontal(true))
            },
            OUDSCatalogEntry("radio-picker", "vertical") {
                OUDSRadioPicker(selection: .constant("b"), radios: pickerOptions, placement: .vertical).frame(
                    width: 280)
            },
        ]
    }

    /// Three options: plain, with a description, with an original image.
    static var pickerOptions: [OUDSPickerItemData<String>] {
        [
            .init(tag: "a", label: "Option A"), .init(tag: "b", label: "Option B", description: "Details"),
            .init(
                tag: "c", label: "Option C",
                image: OUDSImage(asset: Image(decorative: "il_brand"), renderingMode: .original)),
        ]
    }
}

extension View {
    /// The view in a forced interaction state, or disabled when `state` is nil.
    @ViewBuilder
    fileprivate func forced(_ state: InteractionState?) -> some View {
        if let state { catalogState(state) } else { disabled(true) }
    }
}
