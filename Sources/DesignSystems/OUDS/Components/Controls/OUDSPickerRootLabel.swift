/// What the root checkbox of a rooted picker shows beside its label.
public enum OUDSPickerRootLabel: Hashable, Sendable {
    /// The label only.
    case text
    /// The label and "(selected/total)".
    case textAndCount
}
