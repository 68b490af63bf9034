/// A tab of a `TabView`: the tab's content with the label its tab bar item shows (`.tabItem`, or
/// the title and image of an iOS 18 `Tab`, whose value is the node's tag).
final class TabItemNode: WrapperNode {
    /// The tab bar item's title and icon.
    let label: TabItemLabel

    init(child: LayoutNode, label: TabItemLabel, environment: EnvironmentValues) {
        self.label = label
        super.init(child: child, environment: environment)
    }

    /// The tab item of `node`, looking through the single-child wrappers around it.
    @MainActor static func item(of node: LayoutNode) -> TabItemNode? {
        var current: LayoutNode? = node
        while let n = current {
            if let item = n as? TabItemNode { return item }
            current = (n as? WrapperNode)?.child
        }
        return nil
    }
}
