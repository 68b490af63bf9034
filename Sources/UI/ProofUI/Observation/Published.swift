/// A property of an `ObservableObject` that views read: SwiftUI's (Combine's) `@Published`.
///
/// It stores the value. Views write to it through the bindings of `@ObservedObject`,
/// `@StateObject` and `@EnvironmentObject` (`$model.name`), which go through the object's
/// property. Where we differ: Combine's `$name` publisher (`sink`, `assign(to:)`) is absent — there
/// is no Combine on Linux and nothing changes during a render.
@propertyWrapper
public struct Published<Value> {
    /// The stored value.
    public var wrappedValue: Value

    /// A property starting at `wrappedValue`.
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    /// A property starting at `initialValue`.
    public init(initialValue: Value) { self.wrappedValue = initialValue }
}
