/// A view that writes a preference: it replaces its content's value for `K` (`.preference`,
/// `.anchorPreference`) or transforms it (`.transformPreference`).
final class PreferenceWriterNode<K: PreferenceKey>: WrapperNode {
    /// Gets the content's value (nil when the content sets none) and returns this view's.
    let write: @MainActor (LayoutNode, () -> K.Value?) -> K.Value

    init(
        child: LayoutNode, environment: EnvironmentValues,
        write: @escaping @MainActor (LayoutNode, () -> K.Value?) -> K.Value
    ) {
        self.write = write
        super.init(child: child, environment: environment)
    }

    override var debugName: String { "Preference(\(K.self))" }
}

extension LayoutNode {
    /// The value of preference `K` this view and its descendants produce, combined in view order by
    /// `K.reduce`; nil when none sets it. Content a `GeometryReader` builds is included once placed.
    final func preferenceValue<K: PreferenceKey>(_ key: K.Type) -> K.Value? {
        if let writer = self as? PreferenceWriterNode<K> {
            return writer.write(writer.child) { writer.child.preferenceValue(K.self) }
        }
        var result: K.Value?
        for child in children {
            guard let next = child.preferenceValue(K.self) else { continue }
            if result == nil {
                result = next
            } else {
                K.reduce(value: &result!, nextValue: { next })
            }
        }
        return result
    }
}
