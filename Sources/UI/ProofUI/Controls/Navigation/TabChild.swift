/// One tab of a `TabView`'s content: a view, and the identifier a `ForEach` around it tags it with.
struct TabChild {
    /// The tab's view.
    let view: any View
    /// The identifier of the `ForEach` element it comes from, if any.
    let tag: AnyHashable?

    /// The tabs of `content`: the children of a group of views (a tuple, `ForEach`, `Group`,
    /// `AnyView`), recursively, else `content` itself.
    static func split(_ content: any View, tag: AnyHashable?) -> [TabChild] {
        if let forEach = content as? any TabElements {
            return forEach.tabChildren.flatMap { split($0.view, tag: $0.tag) }
        }
        guard let group = content as? any PreviewGroup else { return [TabChild(view: content, tag: tag)] }
        return group.previewChildren.flatMap { split($0, tag: tag) }
    }

    /// The tab's nodes, tagged with the `ForEach` identifier unless they carry a tag of their own
    /// (as `ForEach` resolves them).
    @MainActor func nodes(_ environment: EnvironmentValues) -> [LayoutNode] {
        LayoutNode.tagging(ViewResolver.nodes(view, environment), with: tag)
    }
}

/// A `ForEach`, whose elements are tabs tagged with their identifiers.
protocol TabElements {
    /// Each element's view and identifier.
    var tabChildren: [TabChild] { get }
}

extension ForEach: TabElements {
    var tabChildren: [TabChild] {
        data.map { element in
            TabChild(view: content(element), tag: implicitTag(of: element))
        }
    }
}
