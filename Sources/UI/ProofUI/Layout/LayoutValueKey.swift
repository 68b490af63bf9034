/// A key for a value a view passes to the custom `Layout` that arranges it, as SwiftUI's
/// `LayoutValueKey`: set it with `.layoutValue(key:value:)`, read it with `subview[Key.self]`.
public protocol LayoutValueKey {
    /// The type of the value.
    associatedtype Value
    /// The value of a subview that sets none.
    static var defaultValue: Value { get }
}

nonisolated extension View {
    /// Gives the view the value `value` for `key`, which the custom layout arranging it reads with
    /// `subview[key]`.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifier(
            CarryingNodeModifier(carried: value) { value, child, env in
                let node = WrapperNode(child: child, environment: env)
                node.layoutValues[ObjectIdentifier(K.self)] = value
                return node
            })
    }
}
