import Observation

/// Bindings to the properties of an `@Observable` object: SwiftUI's `@Bindable`
/// (`@Bindable var model: Model`, then `$model.text`; or `@Bindable var model = model` in a body).
///
/// Where we differ: no observation tracking runs (a render is a still frame); the bindings read
/// and write the object's properties.
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value> {
    /// The object.
    public var wrappedValue: Value

    /// Bindings to `wrappedValue`'s properties.
    public init(wrappedValue: Value) where Value: AnyObject, Value: Observable { self.wrappedValue = wrappedValue }
    /// Bindings to `wrappedValue`'s properties (`Bindable(model).text`).
    public init(_ wrappedValue: Value) where Value: AnyObject, Value: Observable { self.wrappedValue = wrappedValue }
    /// The same bindings as `projectedValue`.
    public init(projectedValue: Bindable<Value>) where Value: AnyObject, Value: Observable { self = projectedValue }

    /// The wrapper itself (`$model`), whose members are bindings.
    public var projectedValue: Bindable<Value> { self }

    /// A binding to the property at `keyPath`, writing through to the object.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let root = wrappedValue
        return Binding(get: { root[keyPath: keyPath] }, set: { root[keyPath: keyPath] = $0 })
    }
}

extension Bindable: DynamicProperty {}
