/// The default button style: on iOS, outside lists and toolbars, the borderless style.
nonisolated public struct DefaultButtonStyle: PrimitiveButtonStyle {
    /// The default style.
    public init() {}
    /// The label as the borderless style draws it.
    @MainActor public func makeBody(configuration: Configuration) -> some View {
        BorderlessButtonStyle().makeBody(configuration: configuration)
    }
}

nonisolated extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The default style (borderless on iOS).
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
