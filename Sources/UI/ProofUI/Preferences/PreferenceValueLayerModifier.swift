/// `.overlayPreferenceValue` and `.backgroundPreferenceValue`: a layer built from the content's
/// preference value once the content is placed, so that anchors in it resolve.
nonisolated struct PreferenceValueLayerModifier<K: PreferenceKey, V: View>: NodeModifier {
    let transform: (K.Value) -> V
    let alignment: Alignment
    let onTop: Bool

    @MainActor func makeNode(child: LayoutNode, environment: EnvironmentValues, outer: EnvironmentValues) -> LayoutNode
    {
        let transform = self.transform
        let alignment = self.alignment
        // The layer is built at placement time: restore the environment that was current here.
        let current = EnvironmentValues.current
        return DeferredLayerNode(primary: child, alignment: alignment, onTop: onTop, environment: outer) { primary in
            EnvironmentValues.$current.withValue(current) {
                let value = primary.preferenceValue(K.self) ?? K.defaultValue
                return ViewResolver.layeredContent(transform(value), alignment: alignment, outer)
            }
        }
    }
}
