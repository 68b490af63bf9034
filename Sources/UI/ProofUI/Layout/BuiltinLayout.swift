/// A layout ProofUI runs with one of its own nodes (the stack layouts, `AnyLayout`) rather than
/// through `sizeThatFits`/`placeSubviews`.
protocol BuiltinLayout: Sendable {
    /// The axis the layout's children see as their stack's (spacers and dividers orient by it).
    var stackAxis: Axis? { get }
    /// The node that lays out `children`.
    @MainActor func makeNode(children: [LayoutNode], environment: EnvironmentValues) -> LayoutNode
}

extension BuiltinLayout {
    /// `Layout.sizeThatFits` for a layout called directly: a node over the subviews answers.
    func builtinSize(proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        MainActor.assumeIsolated { node(over: subviews).size(for: proposal) }
    }

    /// `Layout.placeSubviews` for a layout called directly: a node over the subviews places them.
    func builtinPlace(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        MainActor.assumeIsolated { placeOnMainActor(in: bounds, proposal: proposal, subviews: subviews) }
    }

    @MainActor private func placeOnMainActor(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews
    ) {
        let node = node(over: subviews)
        _ = node.size(for: proposal)
        node.place(in: bounds)
        for subview in subviews { subview.placements.placed.insert(ObjectIdentifier(subview.node)) }
    }

    @MainActor private func node(over subviews: LayoutSubviews) -> LayoutNode {
        let nodes = subviews.map(\.node)
        return makeNode(children: nodes, environment: nodes.first?.environment ?? EnvironmentValues())
    }
}
