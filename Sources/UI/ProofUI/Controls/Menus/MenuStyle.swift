/// Gives all menus inside a look: implement `makeBody(configuration:)` (build the menu again with
/// `Menu(configuration)` and modify it), or use `.automatic` or `.button`.
public protocol MenuStyle {
    /// The view of a styled menu.
    associatedtype Body: View
    /// Configuration passed to `makeBody`.
    typealias Configuration = MenuStyleConfiguration
    /// The menu's appearance.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A type-erased menu style stored in the environment; nil draws the built-in look.
struct AnyMenuStyle: @unchecked Sendable {
    // @unchecked: styles are values used by the rendering thread only.
    let make: (MenuStyleConfiguration) -> AnyView
    init<S: MenuStyle>(_ style: S) { make = { AnyView(style.makeBody(configuration: $0)) } }
}

private struct MenuStyleKey: EnvironmentKey { static let defaultValue: AnyMenuStyle? = nil }

extension EnvironmentValues {
    /// The style of the menus inside (`.menuStyle(_:)`); nil: the built-in button look.
    var menuStyle: AnyMenuStyle? {
        get { self[MenuStyleKey.self] }
        set { self[MenuStyleKey.self] = newValue }
    }
}

extension View {
    /// The style of the menus inside.
    public func menuStyle<S: MenuStyle>(_ style: S) -> some View {
        modifier(EnvironmentWritingModifier { $0.menuStyle = AnyMenuStyle(style) })
    }
}
