import ProofUI

private struct ForceOUDSLegacyLayoutKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether the OUDS navigation elements (tab bar, tab views, top toolbar subtitle) draw their
    /// legacy layout even under Liquid Glass (OUDS iOS 3; set by `OUDSLegacyLayoutModifier`). Forced,
    /// the tab bar always shows its top divider and, whatever the device and orientation, its
    /// selected-tab indicator.
    public var forceOUDSLegacyLayout: Bool {
        get { self[ForceOUDSLegacyLayoutKey.self] }
        set { self[ForceOUDSLegacyLayoutKey.self] = newValue }
    }

    /// The OUDS iOS 2.2–2.3 name of `forceOUDSLegacyLayout`.
    @available(*, deprecated, renamed: "forceOUDSLegacyLayout")
    public var forceOUDSLegacyTabBar: Bool {
        get { forceOUDSLegacyLayout }
        set { forceOUDSLegacyLayout = newValue }
    }
}

/// Forces the legacy (pre-Liquid Glass) layout of the OUDS navigation elements below it, for an app
/// whose OS version says nothing of its design (built with Xcode 26 and
/// `UIDesignRequiresCompatibility`, running on a later iOS). OUDS discourages it: embrace Liquid
/// Glass where you can.
///
/// ```swift
/// OUDSTabView(selectedTab: $selection, count: 3) { … }
///     .modifier(OUDSLegacyLayoutModifier())   // or .forceOUDSLegacyLayout()
/// ```
public struct OUDSLegacyLayoutModifier: ViewModifier {
    /// The modifier. (OUDS iOS also logs a warning here; Proof has no log to write to.)
    public init() {}

    /// `content` with `forceOUDSLegacyLayout` set.
    public func body(content: Content) -> some View {
        content.environment(\.forceOUDSLegacyLayout, true)
    }
}

/// The OUDS iOS 2.2–2.3 name of `OUDSLegacyLayoutModifier`.
@available(*, deprecated, renamed: "OUDSLegacyLayoutModifier")
public typealias OUDSLegacyTabBarModifier = OUDSLegacyLayoutModifier

extension View {
    /// Forces the legacy layout of the OUDS navigation elements below (`OUDSLegacyLayoutModifier`).
    public func forceOUDSLegacyLayout() -> some View {
        modifier(OUDSLegacyLayoutModifier())
    }

    /// The OUDS iOS 2.2–2.3 name of `forceOUDSLegacyLayout()`.
    @available(*, deprecated, renamed: "forceOUDSLegacyLayout()")
    public func forceOUDSLegacyTabBar() -> some View {
        forceOUDSLegacyLayout()
    }
}
