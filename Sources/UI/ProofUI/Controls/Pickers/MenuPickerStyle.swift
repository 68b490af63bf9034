/// A picker drawn as iOS 17 draws a menu picker outside a list: a button showing the selected
/// option and the "chevron.up.chevron.down" symbol, through the current button style (by default
/// borderless: both in the tint colour, grey when disabled). The label is not drawn (iOS shows it
/// only as the menu's title and to VoiceOver).
///
/// Metrics (observed on iOS 17): the value in the body font, the symbol at footnote size (13 pt)
/// semibold, 4 pt after the value.
public struct MenuPickerStyle: BuiltinPickerStyle {
    /// The style.
    public init() {}

    func makeBody(_ picker: PickerConfiguration) -> AnyView {
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

extension PickerStyle where Self == MenuPickerStyle {
    /// A button that shows the selected option and opens a menu of the options.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}
