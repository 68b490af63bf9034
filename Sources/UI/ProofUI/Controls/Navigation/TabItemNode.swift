/// A tab of a `TabView`: the tab's content with the label its tab bar item shows (`.tabItem`, or
/// the title and image of an iOS 18 `Tab`, whose value is the node's tag).
final class TabItemNode: WrapperNode {
    /// The tab bar item's title and icon.
    let label: TabItemLabel

    init(child: LayoutNode, label: TabItemLabel, environment: EnvironmentValues) {
        self.label = label
        super.init(child: child, environment: environment)
    }

    /// The selection tag of `node`: its own, or that of the view inside a chain of single-child
    /// modifiers (`.tag`, a `Tab`'s value, a `ForEach` element's identifier).
    @MainActor static func tag(of node: LayoutNode) -> AnyHashable? {
        var current: LayoutNode? = node
        while let n = current {
            if let tag = n.tag { return tag }
            current = n.children.count == 1 ? n.children[0] : nil
        }
        return nil
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
