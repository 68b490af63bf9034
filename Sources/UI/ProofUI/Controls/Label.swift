/// A title with an icon, side by side.
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    /// A label from views.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }
    @Environment(\.isContentUnavailableLabel) private var isContentUnavailableLabel

    /// Icon then title, 8 pt apart, centred; inside a `ContentUnavailableView`, the icon 48 pt and
    /// secondary 16 pt above the bold `title2` title.
    public var body: some View {
        if isContentUnavailableLabel {
            VStack(spacing: 16) {
                icon.font(.system(size: 48)).foregroundStyle(.secondary)
                title.font(.title2.bold())
            }
        } else {
            HStack(spacing: 8) {
                icon
                title
            }
        }
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
