/// A view's own mutable value: a render shows its initial value.
@propertyWrapper
public struct State<Value> {
    private let box: Box

    final class Box {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    /// State starting at `value`.
    public init(wrappedValue value: Value) { box = Box(value) }
    /// State starting at `value`.
    public init(initialValue value: Value) { box = Box(value) }

    /// The current value.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding to the value (`$value`).
    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// State starting at nil.
    public init() { self.init(wrappedValue: nil) }
}
