/// A key for a custom environment value: declare `static var defaultValue`, then extend
/// `EnvironmentValues` with a property that reads and writes `self[YourKey.self]`.
public protocol EnvironmentKey {
    /// The type of the value.
    associatedtype Value
    /// The value when no ancestor set one.
    static var defaultValue: Value { get }
}
