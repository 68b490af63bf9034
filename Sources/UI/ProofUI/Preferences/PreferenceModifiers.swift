nonisolated extension View {
    /// Sets preference `key` to `value` for this view (replacing what its content sets), for an
    /// ancestor to read.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(
            CarryingNodeModifier(carried: value) { value, child, env in
                PreferenceWriterNode<K>(child: child, environment: env) { _, _ in value }
            })
    }

    /// Changes the value of preference `key` that this view's content produces.
    public func transformPreference<K: PreferenceKey>(
        _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
    )
        -> some View
    {
        modifier(
            CarryingNodeModifier(carried: callback) { callback, child, env in
                PreferenceWriterNode<K>(child: child, environment: env) { _, content in
                    var value = content() ?? K.defaultValue
                    callback(&value)
                    return value
                }
            })
    }

    /// Sets preference `key` to a value made from an anchor of this view (its bounds, a point):
    /// an ancestor resolves the anchor with `GeometryProxy[anchor]`.
    public func anchorPreference<A, K: PreferenceKey>(
        key _: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
    ) -> some View {
        modifier(
            CarryingNodeModifier(carried: transform) { transform, child, env in
                PreferenceWriterNode<K>(child: child, environment: env) { node, _ in
                    transform(Anchor(node: node, resolve: value.resolve, sourceID: value.id, shift: value.shift))
                }
            })
    }

    /// Changes the value of preference `key` that this view's content produces with an anchor of
    /// this view.
    public func transformAnchorPreference<A, K: PreferenceKey>(
        key _: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (inout K.Value, Anchor<A>) -> Void
    ) -> some View {
        modifier(
            CarryingNodeModifier(carried: transform) { transform, child, env in
                PreferenceWriterNode<K>(child: child, environment: env) { node, content in
                    var result = content() ?? K.defaultValue
                    transform(
                        &result, Anchor(node: node, resolve: value.resolve, sourceID: value.id, shift: value.shift))
                    return result
                }
            })
    }

    /// Runs `action` with the value of preference `key` that this view's content produces.
    ///
    /// SwiftUI calls the action when the value changes and draws again. A render has one frame:
    /// ProofUI runs the action once with the final value before the frame is drawn, like
    /// `onAppear`, so that state it sets shows (see `AppearScope`). A value that only exists once
    /// laid out (set inside a `GeometryReader`) is found after layout, and the view is then
    /// resolved and laid out again with it (at most a few times, until the value settles).
    public func onPreferenceChange<K: PreferenceKey>(
        _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
    )
        -> some View where K.Value: Equatable
    {
        modifier(PreferenceChangeModifier<K>(action: action))
    }

    /// Draws `transform`'s view of the value of preference `key` above this view, offered its size
    /// and aligned by `alignment`: anchors in the value resolve through a `GeometryReader` inside.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type = K.self, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        modifier(PreferenceValueLayerModifier<K, V>(transform: transform, alignment: alignment, onTop: true))
    }

    /// Draws `transform`'s view of the value of preference `key` below this view, offered its size
    /// and aligned by `alignment`.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type = K.self, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        modifier(PreferenceValueLayerModifier<K, V>(transform: transform, alignment: alignment, onTop: false))
    }
}
