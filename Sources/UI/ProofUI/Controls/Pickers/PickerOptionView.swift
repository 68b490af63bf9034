/// One option of a `Picker`'s content, drawn where a picker style puts it: the content resolved in
/// this view's environment, and the view at `index` of it.
nonisolated struct PickerOptionView: View, PrimitiveView {
    let content: AnyView
    let index: Int

    /// Primitive.
    @MainActor var body: Never { fatalError("PickerOptionView is primitive") }

    @MainActor func makeNode(_ environment: EnvironmentValues) -> LayoutNode {
        let nodes = ViewResolver.nodes(content, environment)
        return index < nodes.count ? nodes[index] : LayoutNode(environment: environment)
    }
}
