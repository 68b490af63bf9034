/// A view property reading an `ObservableObject` that an ancestor put in the environment with
/// `.environmentObject(_:)`: SwiftUI's `@EnvironmentObject`.
///
/// Where we differ: SwiftUI crashes when a view reads an object no ancestor provides. Proof checks
/// every `@EnvironmentObject` of a view before its body runs and fails the render with
/// `RenderError.missingEnvironmentObject` naming the type — also when the body would not have read
/// it. (Reading the property outside a render, where there is no environment, still stops the
/// program with the same message as SwiftUI's.)
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
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

    /// Reads the object of type `ObjectType` from the environment.
    public init() {}

    /// The object an ancestor provided.
    public var wrappedValue: ObjectType {
        guard let object = (EnvironmentValues.current ?? EnvironmentValues()).environmentObject(ObjectType.self)
        else {
            fatalError(
                "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for "
                    + "\(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return object
    }

    /// Bindings to the object's properties (`$model.name`).
    public var projectedValue: Wrapper { Wrapper(root: wrappedValue) }
}

extension EnvironmentObject: EnvironmentRequirement {
    var requiresObject: Bool { true }

    func missingObject(in environment: EnvironmentValues) -> RenderError? {
        environment.environmentObject(ObjectType.self) == nil
            ? .missingEnvironmentObject(String(reflecting: ObjectType.self), provider: ".environmentObject(_:)")
            : nil
    }
}
