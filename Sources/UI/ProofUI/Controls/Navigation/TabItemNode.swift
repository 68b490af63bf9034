/// A tab of a `TabView`: the tab's content with the label its tab bar item shows (`.tabItem`, or
/// the title and image of an iOS 18 `Tab`) and, for a `Tab` with a value, its tag.
final class TabItemNode: WrapperNode {
    /// The tab bar item's title and icon.
    let label: TabItemLabel
    /// The `Tab`'s value, when it has one.
    let value: AnyHashable?

    init(child: LayoutNode, label: TabItemLabel, value: AnyHashable?, environment: EnvironmentValues) {
        self.label = label
        self.value = value
        super.init(child: child, environment: environment)
    }

    /// The tab item of `node`, looking through the single-child wrappers around it.
    static func item(of node: LayoutNode) -> TabItemNode? {
        var current: LayoutNode? = node
        while let n = current {
            if let item = n as? TabItemNode { return item }
            current = (n as? WrapperNode)?.child
        }
        return nil
    }
}
