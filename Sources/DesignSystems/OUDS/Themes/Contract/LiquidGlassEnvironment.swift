import ProofUI

private struct IsLiquidGlassDisabledKey: EnvironmentKey {
    static let defaultValue = true
}

extension EnvironmentValues {
    /// Whether the app runs without iOS 26's Liquid Glass design (OUDS iOS 3): the tab bar, toolbars
    /// and their items then take the legacy OUDS look (the tab bar's divider and selected-tab
    /// indicator, the unselected colour, the custom toolbar subtitle).
    ///
    /// Where we differ: OUDS iOS's default is `false` and `OUDSThemeableView` sets it from the OS
    /// version and `UIDesignRequiresCompatibility`; Proof draws the system bars of iOS before 26, so
    /// its default is `true`. Set it to `false` to render what OUDS changes under Liquid Glass (no
    /// divider nor indicator, the selected tab in `bar.colorAccent`); the glass bar itself is the
    /// system's and Proof still draws the flat bar.
    public var isLiquidGlassDisabled: Bool {
        get { self[IsLiquidGlassDisabledKey.self] }
        set { self[IsLiquidGlassDisabledKey.self] = newValue }
    }
}
