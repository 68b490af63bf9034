import Foundation
import ProofUI

/// An item of the OUDS top or bottom toolbar (`.toolBarTop`, `.toolBarBottom`): a text or icon
/// action (the icon optionally badged), a navigation item (back or close), or any view.
///
/// ```swift
/// OUDSToolBarItem(label: "Edit") {}                              // text action
/// OUDSToolBarItem(icon: Image("ic"), accessibilityLabel: "X") {} // icon action
/// OUDSToolBarItem(navigation: .back())                           // back
/// OUDSToolBarItem(navigation: .close)                            // close
/// OUDSToolBarItem(action: .icon(asset: Image("ic_bell"), accessibilityLabel: "Notif", badgeType: .standard))
/// OUDSToolBarItem { Menu("More") { Button("Option 1") {} } }
/// ```
///
/// An action without a closure is disabled. Proof draws the items as OUDS iOS does before iOS 26
/// (no Liquid Glass): labels in the theme's family at 17 pt, 26 × 26 template icons, the OUDS
/// badge at the icon's top trailing corner, in `button.colorContentMinimal` (pressed, disabled).
///
/// Where we differ: the back and close items run their action but cannot dismiss the screen
/// (a still frame shows the root of its stack); OUDS iOS then dismisses it.
///
/// - Since: 1.4.0
public struct OUDSToolBarItem: View, Identifiable {
    /// How an action is drawn with Liquid Glass (iOS 26): system default, bordered prominent
    /// (`colorContentOnAccent` on `colorAccent`), or tinted (`colorAccent`). Before iOS 26, as Proof
    /// draws, every style looks the same.
    @frozen public enum ActionStyle {
        /// The system's look.
        case `default`
        /// A bordered prominent button on the accent colour.
        case prominent
        /// Content in the accent colour.
        case tinted
    }

    /// The action an item performs and how it shows.
    @frozen public enum ActionType {
        /// A text: 17 pt, medium when `emphasized`.
        case label(
            _ string: String, emphasized: Bool = false, accessibilityHint: String? = nil, action: (() -> Void)? = nil)
        /// A 26 × 26 icon, vocalized as `accessibilityLabel`, optionally badged.
        case icon(
            asset: Image, accessibilityLabel: String, accessibilityHint: String? = nil, badgeType: BadgeType? = nil,
            action: (() -> Void)? = nil)
    }

    /// The badge of an icon action (always the negative status).
    @frozen public enum BadgeType {
        /// A small dot.
        case standard
        /// A medium badge with `count` ("+99" above 99).
        case number(count: UInt8)
    }

    /// A navigation item.
    @frozen public enum NavigationType {
        /// The back chevron, with `label` after it before iOS 26 (ignored from iOS 26); `action` runs
        /// before the screen is dismissed. The default accessibility label is "Back" (OUDS iOS
        /// localizes `core_common_back`; Proof has no catalog and says it in English).
        case back(label: String? = nil, accessibilityLabel: String = "Back", action: (() -> Void)? = nil)
        /// The close cross, which dismisses the screen.
        case close
    }

    /// What the item is.
    enum Kind {
        case action(ActionType, ActionStyle)
        case navigation(NavigationType)
        case custom(AnyView)
    }

    /// The identity of the item (a new one per item, as in OUDS iOS).
    public let id = UUID()
    let kind: Kind

    /// A text action; a nil `action` disables it.
    public init(label: String, action: (() -> Void)? = nil) {
        kind = .action(.label(label, action: action), .default)
    }

    /// An icon action vocalized as `accessibilityLabel`; a nil `action` disables it.
    public init(icon: Image, accessibilityLabel: String, action: (() -> Void)? = nil) {
        kind = .action(.icon(asset: icon, accessibilityLabel: accessibilityLabel, action: action), .default)
    }

    /// An action of any type (with a hint, an emphasized label or a badge).
    public init(action type: Self.ActionType) { kind = .action(type, .default) }

    /// An action drawn in `style` with Liquid Glass (iOS 26).
    @available(iOS 26, *)
    public init(action type: Self.ActionType, style: ActionStyle) { kind = .action(type, style) }

    /// A back or close item.
    public init(navigation type: Self.NavigationType) { kind = .navigation(type) }

    /// Any view as an item (a `Menu`, …).
    public init(@ViewBuilder content: () -> some View) { kind = .custom(AnyView(content())) }

    /// The item.
    public var body: some View { ToolBarItemView(kind: kind) }
}

/// Builds the items of a toolbar (`leadingItems:`, `trailingItems:`, `groupedItems:`): items, `if`,
/// `if`/`else` and `for` loops.
///
/// - Since: 1.4.0
@resultBuilder public enum OUDSToolBarItemsBuilder {
    /// Items one after the other.
    public static func buildBlock(_ components: OUDSToolBarItem...) -> [OUDSToolBarItem] { components }
    /// Groups of items one after the other.
    public static func buildBlock(_ components: [OUDSToolBarItem]...) -> [OUDSToolBarItem] {
        components.flatMap { $0 }
    }
    /// Items behind an `if`.
    public static func buildOptional(_ component: [OUDSToolBarItem]?) -> [OUDSToolBarItem] { component ?? [] }
    /// The items.
    public static func buildFinalResult(_ component: [OUDSToolBarItem]) -> [OUDSToolBarItem] { component }
    /// The items of the `if` branch.
    public static func buildEither(first component: [OUDSToolBarItem]) -> [OUDSToolBarItem] { component }
    /// The items of the `else` branch.
    public static func buildEither(second component: [OUDSToolBarItem]) -> [OUDSToolBarItem] { component }
    /// The items of a `for` loop.
    public static func buildArray(_ components: [[OUDSToolBarItem]]) -> [OUDSToolBarItem] {
        components.flatMap { $0 }
    }
}

/// Where a toolbar item is: OUDS iOS draws the system badge in the top toolbar with Liquid Glass,
/// the OUDS badge otherwise.
enum ToolBarItemLocation { case toolbarTop, toolbarBottom }

private struct ToolBarItemLocationKey: EnvironmentKey {
    static let defaultValue = ToolBarItemLocation.toolbarTop
}

extension EnvironmentValues {
    /// The toolbar of the items below.
    var toolbarItemLocation: ToolBarItemLocation {
        get { self[ToolBarItemLocationKey.self] }
        set { self[ToolBarItemLocationKey.self] = newValue }
    }
}
