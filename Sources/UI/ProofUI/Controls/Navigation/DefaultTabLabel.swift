/// The label of an iOS 18 `Tab` made from a title and an image: the tab bar item draws the image
/// above the title; anywhere else it is a `Label`.
nonisolated public struct DefaultTabLabel: View {
    let title: Text
    let icon: Image

    /// The title beside the icon, as a `Label`.
    @MainActor public var body: some View { Label(title: { title }, icon: { icon }) }
}

extension DefaultTabLabel: TabItemLabelParts {
    var tabItemLabel: TabItemLabel { TabItemLabel(title: AnyView(title), icon: AnyView(icon)) }
}
