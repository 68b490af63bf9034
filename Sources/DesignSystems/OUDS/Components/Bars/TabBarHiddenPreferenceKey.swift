import ProofUI

/// Whether a view in the shown tab hid the tab bar (`hideTabBar()`, `tabBar(isHidden:)`), so that
/// `OUDSTabBar` leaves out its selected-tab indicator and divider with the bar.
struct TabBarHiddenPreferenceKey: PreferenceKey {
    static let defaultValue = false
    static func reduce(value: inout Bool, nextValue: () -> Bool) { value = value || nextValue() }
}
