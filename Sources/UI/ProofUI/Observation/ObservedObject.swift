/// A view property holding an `ObservableObject` owned elsewhere: SwiftUI's `@ObservedObject`.
///
/// The view reads the object's values when its body runs; `$model.name` is a `Binding` that
/// reads and writes the object's property. Where we differ: there is no subscription, a render is
/// a still frame.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Bindings to the object's properties: `$model.name`.
    @dynamicMemberLookup
    public struct Wrapper {
        let root: ObjectType

        /// A binding to the property at `keyPath`, writing through to the object.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>)
            -> Binding<Subject>
        {
            let root = self.root
            return Binding(get: { root[keyPath: keyPath] }, set: { root[keyPath: keyPath] = $0 })
        }
    }

    /// The object.
    public var wrappedValue: ObjectType

    /// Observes `wrappedValue`.
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    /// Observes `initialValue`.
    public init(initialValue: ObjectType) { self.wrappedValue = initialValue }

    /// Bindings to the object's properties (`$model`).
    public var projectedValue: Wrapper { Wrapper(root: wrappedValue) }
}
