/// A borderless button menu (SwiftUI deprecated it for `.button` with `.buttonStyle(.borderless)`;
/// still common in team code): the label in the tint, drawn as `.button` is.
nonisolated public struct BorderlessButtonMenuStyle: MenuStyle {
    /// The style.
    public init() {}
    /// The label as a borderless button.
    @MainActor public func makeBody(configuration: Configuration) -> some View {
        Button(action: {}, label: { configuration.label }).buttonStyle(.borderless)
    }
}

nonisolated extension MenuStyle where Self == BorderlessButtonMenuStyle {
    /// A borderless button that opens the menu.
    public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}
