/// The palette style (iOS 17): inside a menu, a row of options; elsewhere drawn as the segmented
/// style, as iOS does.
public struct PalettePickerStyle: BuiltinPickerStyle {
    /// The style.
    public init() {}
    func makeBody(_ picker: PickerConfiguration) -> AnyView { SegmentedPickerStyle().makeBody(picker) }
}

extension PickerStyle where Self == PalettePickerStyle {
    /// A palette of options (a segmented control outside a menu).
    public static var palette: PalettePickerStyle { PalettePickerStyle() }
}
