/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
    /// The modified view.
    public var content: Content
    /// The modifier.
    public var modifier: Modifier
    /// Applies `modifier` to `content`.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View {
    /// Primitive.
    public var body: Never { fatalError("ModifiedContent is primitive") }
}

extension ModifiedContent: PrimitiveView where Content: View {
    func makeNode(_ environment: EnvironmentValues) -> LayoutNode {
        if let m = modifier as? any NodeModifier {
            var env = environment
            m.apply(to: &env)
            return m.makeNode(child: ViewResolver.node(content, env), environment: env, outer: environment)
        }
        if let m = modifier as? any ViewModifier { return Self.resolve(m, content, environment) }
        return ViewResolver.node(content, environment)
    }

    private static func resolve<M: ViewModifier>(_ m: M, _ content: Content, _ environment: EnvironmentValues)
        -> LayoutNode
    {
        EnvironmentValues.withCurrent(environment) {
            ViewResolver.node(m.body(content: _ViewModifier_Content(AnyView(content))), environment)
        }
    }
}

/// Modifiers that Proof implements itself: an environment change and/or a node around the child.
protocol NodeModifier {
    /// Changes the environment of the content.
    func apply(to environment: inout EnvironmentValues)
    /// The node around the content (`environment` is the content's, `outer` the view's own).
    func makeNode(child: LayoutNode, environment: EnvironmentValues, outer: EnvironmentValues) -> LayoutNode
}

extension NodeModifier {
    func apply(to environment: inout EnvironmentValues) {}
    func makeNode(child: LayoutNode, environment: EnvironmentValues, outer: EnvironmentValues) -> LayoutNode { child }
}

/// A reusable change to views: implement `body(content:)` and apply with `.modifier(_:)`.
public protocol ViewModifier {
    /// The type of the modified view.
    associatedtype Body: View
    /// The content being modified.
    typealias Content = _ViewModifier_Content<Self>
    /// The modified view.
    @ViewBuilder func body(content: Content) -> Body
}

/// The content a `ViewModifier` modifies.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, ViewList {
    let view: AnyView
    init(_ view: AnyView) { self.view = view }
    /// Primitive.
    public var body: Never { fatalError("_ViewModifier_Content is primitive") }
    func makeNodes(_ environment: EnvironmentValues) -> [LayoutNode] { view.makeNodes(environment) }
}

extension View {
    /// Applies `modifier`.
    public func modifier<M>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// A modifier changing one environment value.
struct EnvironmentWritingModifier: NodeModifier {
    let write: (inout EnvironmentValues) -> Void
    func apply(to environment: inout EnvironmentValues) { write(&environment) }
}

/// A modifier wrapping the child in a node.
struct NodeWrappingModifier: NodeModifier {
    let wrap: (LayoutNode, EnvironmentValues) -> LayoutNode
    func makeNode(child: LayoutNode, environment: EnvironmentValues, outer: EnvironmentValues) -> LayoutNode {
        wrap(child, outer)
    }
}
