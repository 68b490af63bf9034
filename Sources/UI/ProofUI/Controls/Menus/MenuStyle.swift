/// Gives all menus inside a look: implement `makeBody(configuration:)` (build the menu again with
/// `Menu(configuration)` and modify it), or use `.automatic` or `.button`.
@MainActor @preconcurrency public protocol MenuStyle {
    /// The view of a styled menu.
    associatedtype Body: View
    /// Configuration passed to `makeBody`.
    typealias Configuration = MenuStyleConfiguration
    /// The menu's appearance.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A type-erased menu style stored in the environment; nil draws the built-in look.
struct AnyMenuStyle: Sendable {
    // Each style is captured `nonisolated(unsafe)`: a style is a value, and `make` runs only where
    // views are resolved, on the main actor.
    let make: @MainActor (MenuStyleConfiguration) -> AnyView
    init<S: MenuStyle>(_ style: S) {
        nonisolated(unsafe) let style = style
        make = { AnyView(style.makeBody(configuration: $0)) }
    }
}

private struct MenuStyleKey: EnvironmentKey { static let defaultValue: AnyMenuStyle? = nil }

extension EnvironmentValues {
    /// The style of the menus inside (`.menuStyle(_:)`); nil: the built-in button look.
    var menuStyle: AnyMenuStyle? {
        get { self[MenuStyleKey.self] }
        set { self[MenuStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// The style of the menus inside.
    public func menuStyle<S: MenuStyle>(_ style: S) -> some View {
        modifier(EnvironmentWritingModifier { $0.menuStyle = AnyMenuStyle(style) })
    }
}
