/// A picker drawn as iOS 17 draws a menu picker. Outside a list: a button showing the selected
/// option and the "chevron.up.chevron.down" symbol, through the current button style (by default
/// borderless: both in the tint colour, grey when disabled); the label is not drawn (iOS shows it
/// only as the menu's title and to VoiceOver). In a `List` or `Form` row: the label leading, and
/// the selected option and the symbol trailing in the secondary colour.
///
/// Metrics (observed on iOS 17): the value in the body font, the symbol at footnote size (13 pt)
/// semibold, 4 pt after the value.
public struct MenuPickerStyle: BuiltinPickerStyle {
    /// The style.
    public init() {}

    func makeBody(_ picker: PickerConfiguration) -> AnyView { AnyView(MenuPickerBody(picker: picker)) }

    /// The button a menu picker is outside a list.
    static func button(_ picker: PickerConfiguration) -> AnyView {
        AnyView(
            Button(
                action: {},
                label: {
                    HStack(spacing: 4) {
                        if let selected = picker.options.selected { selected.lineLimit(1) }
                        Image(systemName: "chevron.up.chevron.down").font(.footnote.weight(.semibold))
                    }
                }
            )
            .fixedSize())
    }
}

/// A menu picker: its row in a list, else its button.
nonisolated private struct MenuPickerBody: View {
    let picker: PickerConfiguration
    @Environment(\.isInListRow) private var isInListRow

    @MainActor var body: some View {
        if isInListRow {
            HStack(spacing: 6) {
                if !picker.labelsHidden {
                    picker.label
                    Spacer(minLength: 8)
                }
                HStack(spacing: 4) {
                    if let selected = picker.options.selected { selected.lineLimit(1) }
                    Image(systemName: "chevron.up.chevron.down").font(.footnote.weight(.semibold))
                }
                .foregroundStyle(.secondary)
            }
        } else {
            MenuPickerStyle.button(picker)
        }
    }
}

extension PickerStyle where Self == MenuPickerStyle {
    /// A button that shows the selected option and opens a menu of the options.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}
