/// Reads a value of the environment: `@Environment(\.colorScheme) var scheme`.
@propertyWrapper
public struct Environment<Value> {
    private let keyPath: KeyPath<EnvironmentValues, Value>

    /// Reads the value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

    /// The value in the environment of the view whose body is being evaluated (the default values
    /// outside a render).
    public var wrappedValue: Value { (EnvironmentValues.current ?? EnvironmentValues())[keyPath: keyPath] }
}
