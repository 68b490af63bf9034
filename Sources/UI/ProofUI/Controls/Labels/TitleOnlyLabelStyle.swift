/// The title alone.
nonisolated public struct TitleOnlyLabelStyle: LabelStyle {
    /// The style.
    public init() {}
    /// The title.
    @MainActor public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

nonisolated extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// Only the title.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}
