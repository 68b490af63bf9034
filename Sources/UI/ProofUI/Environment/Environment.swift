import Observation

/// Reads a value of the environment: `@Environment(\.colorScheme) var scheme`, or an
/// `@Observable` object an ancestor provided: `@Environment(Model.self) var model`.
@propertyWrapper
public struct Environment<Value> {
    private let read: (EnvironmentValues) -> Value
    /// For a required object: the error when the environment lacks it.
    private let requirement: ((EnvironmentValues) -> RenderError?)?

    /// Reads the value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        read = { $0[keyPath: keyPath] }
        requirement = nil
    }

    /// Reads the `@Observable` object of type `objectType` an ancestor provided with
    /// `.environment(_:)`.
    ///
    /// Where we differ: SwiftUI crashes when no ancestor provides it; Proof checks before the body
    /// runs and fails the render with `RenderError.missingEnvironmentObject` naming the type.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        read = { environment in
            guard let object = environment.observableObject(Value.self) else {
                fatalError(
                    "No Observable object of type \(Value.self) found. A View.environment(_:) for "
                        + "\(Value.self) may be missing as an ancestor of this view.")
            }
            return object
        }
        requirement = { environment in
            environment.observableObject(Value.self) == nil
                ? .missingEnvironmentObject(String(reflecting: Value.self), provider: ".environment(_:)") : nil
        }
    }

    /// Reads the `@Observable` object of type `objectType` if an ancestor provided one, else nil.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        read = { $0.observableObject(T.self) }
        requirement = nil
    }

    /// The value in the environment of the view whose body is being evaluated (the default values
    /// outside a render).
    public var wrappedValue: Value { read(EnvironmentValues.current ?? EnvironmentValues()) }
}

extension Environment: EnvironmentRequirement {
    var requiresObject: Bool { requirement != nil }

    func missingObject(in environment: EnvironmentValues) -> RenderError? { requirement?(environment) }
}
