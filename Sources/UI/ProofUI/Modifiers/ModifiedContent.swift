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
    @MainActor func makeNode(_ environment: EnvironmentValues) -> LayoutNode {
        if let m = modifier as? any NodeModifier {
            var env = environment
            m.apply(to: &env)
            return m.makeNode(child: ViewResolver.node(content, env), environment: env, outer: environment)
        }
        if let m = modifier as? any ViewModifier { return Self.resolve(m, content, environment) }
        return ViewResolver.node(content, environment)
    }

    @MainActor private static func resolve<M: ViewModifier>(
        _ m: M, _ content: Content, _ environment: EnvironmentValues
    )
        -> LayoutNode
    {
        if let missing = EnvironmentRequirements.missingObject(in: m, environment) {
            environment.diagnostics?.report(missing)
            return ViewResolver.node(EmptyView(), environment)
        }
        return EnvironmentValues.withCurrent(environment) {
            AppearScope.resolve(in: environment) {
                ViewResolver.node(m.body(content: _ViewModifier_Content(AnyView(content))), environment)
            }
        }
    }
}

extension ModifiedContent: ViewList where Content: View {
    /// One node, with two exceptions for a modifier that only changes the environment: it makes no
    /// node around content that has none (`EmptyView().font(…)` takes no stack spacing, as in
    /// SwiftUI), and in list content it applies to each row of what it modifies
    /// (`ForEach(…) { … }.listRowBackground(…)` gives one row per element, as SwiftUI's traits do,
    /// and a modified `Section` stays a section).
    @MainActor func makeNodes(_ environment: EnvironmentValues) -> [LayoutNode] {
        guard let m = modifier as? any NodeModifier, m is ListTraitModifier || m is EnvironmentWritingModifier else {
            return [makeNode(environment)]
        }
        var env = environment
        m.apply(to: &env)
        let nodes = ViewResolver.nodes(content, env)
        if environment.isListContent || nodes.isEmpty { return nodes }
        return [ViewResolver.node(of: nodes, env)]
    }
}
