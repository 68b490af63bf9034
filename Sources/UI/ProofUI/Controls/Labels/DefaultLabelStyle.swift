/// The default label style: outside toolbars and menus (which Proof does not draw), the title and
/// the icon.
nonisolated public struct DefaultLabelStyle: LabelStyle {
    /// The default style.
    public init() {}
    /// The icon then the title.
    @MainActor public func makeBody(configuration: Configuration) -> some View {
        TitleAndIconLabelStyle().makeBody(configuration: configuration)
    }
}

nonisolated extension LabelStyle where Self == DefaultLabelStyle {
    /// The default style (title and icon).
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}
