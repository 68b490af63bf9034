/// `.onPreferenceChange`: runs the action with the content's value while the tree is resolved
/// (as `onAppear`, so that state it sets shows), or with the value a previous pass found after
/// layout.
nonisolated struct PreferenceChangeModifier<K: PreferenceKey>: NodeModifier where K.Value: Equatable {
    let action: (K.Value) -> Void

    @MainActor func makeNode(child: LayoutNode, environment: EnvironmentValues, outer: EnvironmentValues) -> LayoutNode
    {
        let resolution = PreferenceResolution.current
        let number = resolution?.next()
        let late = number.flatMap { resolution?.lateValues[$0] as? K.Value }
        let value = late ?? child.preferenceValue(K.self) ?? K.defaultValue
        let action = self.action
        AppearScope.run(in: environment) { action(value) }
        return PreferenceChangeNode<K>(child: child, number: number, reported: value, environment: outer)
    }
}

/// The node of `.onPreferenceChange`: it draws its content and, after layout, reports a value
/// that differs from the one the action ran with.
final class PreferenceChangeNode<K: PreferenceKey>: WrapperNode, LatePreferenceChecking where K.Value: Equatable {
    let number: Int?
    let reported: K.Value

    init(child: LayoutNode, number: Int?, reported: K.Value, environment: EnvironmentValues) {
        self.number = number
        self.reported = reported
        super.init(child: child, environment: environment)
    }

    override var debugName: String { "OnPreferenceChange(\(K.self))" }

    func lateValue() -> (Int, Any)? {
        guard let number else { return nil }
        let now = child.preferenceValue(K.self) ?? K.defaultValue
        return now == reported ? nil : (number, now)
    }
}
