/// `.tag(_:)`: a view carrying a selection tag. Layout and drawing are the content's own; a
/// `Picker` reads the tag to find the option its selection names, and nothing else looks at it.
nonisolated struct TaggedView<Content: View>: View, ViewList {
    let tag: AnyHashable
    let content: Content

    /// Primitive.
    @MainActor var body: Never { fatalError("TaggedView is primitive") }

    @MainActor func makeNodes(_ environment: EnvironmentValues) -> [LayoutNode] {
        let nodes = ViewResolver.nodes(content, environment)
        for node in nodes { node.tag = tag }
        return nodes
    }
}

nonisolated extension View {
    /// Tags this view with `tag`: inside a `Picker` (or a `TabView`), the option the selection
    /// chooses when it equals `tag`. An explicit tag wins over a `ForEach` element's identifier.
    /// `includeOptional` (iOS 17) is accepted; Proof matches a tag against an optional selection
    /// holding it either way, as `AnyHashable` compares `Optional(x)` equal to `x`.
    public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View {
        TaggedView(tag: AnyHashable(tag), content: self)
    }
}
