/// A view carrying a badge (`.badge(_:)`): a `TabView` draws it on the view's tab bar item.
/// Layout and drawing are the content's own.
final class BadgeNode: WrapperNode {
    /// The badge's text.
    let label: Text

    init(child: LayoutNode, label: Text, environment: EnvironmentValues) {
        self.label = label
        super.init(child: child, environment: environment)
    }

    /// The badge of `node`, or of the view inside a chain of single-child modifiers.
    @MainActor static func badge(of node: LayoutNode) -> Text? {
        var current: LayoutNode? = node
        while let n = current {
            if let badged = n as? BadgeNode { return badged.label }
            current = n.children.count == 1 ? n.children[0] : nil
        }
        return nil
    }
}
