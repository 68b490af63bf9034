/// A view property that creates and owns an `ObservableObject`: SwiftUI's `@StateObject`.
///
/// The object is created the first time the view reads it (SwiftUI creates it once per view
/// identity; a render evaluates a body once, so the difference does not show). `$model.name` is a
/// `Binding` through the object's property.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    final class Storage {
        let make: () -> ObjectType
        lazy var object: ObjectType = make()
        init(_ make: @escaping () -> ObjectType) { self.make = make }
    }
    private let storage: Storage

    /// A state object made by `thunk` when first read.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { storage = Storage(thunk) }

    /// The object.
    public var wrappedValue: ObjectType { storage.object }

    /// Bindings to the object's properties (`$model.name`).
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(root: storage.object) }
}
