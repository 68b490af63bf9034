/// The icon then the title, 8 pt apart, centred vertically (mirrored right to left).
nonisolated public struct TitleAndIconLabelStyle: LabelStyle {
    /// The style.
    public init() {}
    /// The icon then the title.
    @MainActor public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 8) {
            configuration.icon
            configuration.title
        }
    }
}

nonisolated extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// The icon and the title.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}
