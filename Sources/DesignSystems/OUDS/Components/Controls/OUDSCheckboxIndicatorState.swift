import ProofUI

/// The three states of an indeterminate checkbox (`OUDSCheckboxIndeterminate`,
/// `OUDSCheckboxItemIndeterminate`).
public enum OUDSCheckboxIndicatorState: String, Hashable, Sendable, CaseIterable {
    /// Checked: the check mark is shown.
    case selected
    /// Not checked: the box is empty.
    case unselected
    /// Partly checked (for example "select all" with some children selected): a dash is shown.
    case indeterminate
}
