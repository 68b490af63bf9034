/// A title with an icon, drawn by the environment's label style (`.labelStyle(_:)`): by default
/// the icon then the title, 8 pt apart, centred.
nonisolated public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    /// A label from views.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }
    @Environment(\.isContentUnavailableLabel) private var isContentUnavailableLabel
    @Environment(\.labelStyle) private var style

    /// The label as its style draws it; inside a `ContentUnavailableView`, the icon 48 pt and
    /// secondary 16 pt above the bold `title2` title (that view's own label look, as in SwiftUI).
    @MainActor public var body: some View {
        if isContentUnavailableLabel {
            VStack(spacing: 16) {
                icon.font(.system(size: 48)).foregroundStyle(.secondary)
                title.font(.title2.bold())
            }
        } else {
            style.makeBody(
                LabelStyleConfiguration(title: .init(AnyView(title)), icon: .init(AnyView(icon))))
        }
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// A label from a style's configuration, drawn in the default style (what a custom style
    /// wrapping the standard look writes: `Label(configuration).font(.headline)`).
    public init(_ configuration: LabelStyleConfiguration) {
        title = configuration.title
        icon = configuration.icon
    }
}

extension Label where Title == Text, Icon == Image {
    /// A title and an SF Symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        title = Text(titleKey)
        icon = Image(systemName: name)
    }
    /// A title and an asset image.
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        title = Text(titleKey)
        icon = Image(name)
    }
    /// A string title and an SF Symbol.
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.title = Text(title)
        icon = Image(systemName: name)
    }
}
