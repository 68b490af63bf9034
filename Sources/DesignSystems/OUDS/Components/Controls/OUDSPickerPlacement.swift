/// How a picker lays its options out.
public enum OUDSPickerPlacement: Hashable, Sendable {
    /// One under the other.
    case vertical
    /// Side by side; `true` lets them scroll (a headless render shows the start).
    case horizontal(Bool)
    /// One under the other below a root checkbox that selects or clears them all (checkbox
    /// pickers), labelled `String` and showing the selection as `OUDSPickerRootLabel` says.
    case verticalRooted(String, OUDSPickerRootLabel)
}

/// The placement of checkbox pickers (the documents' name).
public typealias OUDSCheckboxPickerPlacement = OUDSPickerPlacement
/// The placement of radio pickers.
public typealias OUDSRadioPickerPlacement = OUDSPickerPlacement
