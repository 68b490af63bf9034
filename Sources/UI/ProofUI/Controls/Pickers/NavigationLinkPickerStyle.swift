/// A picker drawn as a row that pushes a list of the options (iOS 16): the label leading, the
/// selected option trailing in the secondary colour, then a "chevron.right" (footnote size,
/// semibold, in the tertiary label colour #3C3C43 / #EBEBF5 at 30 %), as a `Form` row shows it.
public struct NavigationLinkPickerStyle: BuiltinPickerStyle {
    /// The style.
    public init() {}

    func makeBody(_ picker: PickerConfiguration) -> AnyView {
        AnyView(
            HStack(spacing: 6) {
                if !picker.labelsHidden {
                    picker.label
                    Spacer(minLength: 8)
                }
                if let selected = picker.options.selected { selected.foregroundStyle(.secondary).lineLimit(1) }
                Image(systemName: "chevron.right")
                    .font(.footnote.weight(.semibold))
                    .foregroundStyle(TextInputColors.placeholder)
            })
    }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
    /// A row that opens the options on their own screen.
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}
