/// A view property holding which view has keyboard focus: SwiftUI's `@FocusState`.
///
/// Where we differ: a still frame has no keyboard and no focus engine, so the value is only
/// stored (it starts false or nil, writes keep their value) and `.focused(_:)` gives no view focus.
/// To draw a control's focused appearance, force it with `.interactionState(.focused)`.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    final class Box {
        var value: Value
        init(_ value: Value) { self.value = value }
    }
    private let box: Box

    /// A binding to a focus state (`$isFocused`), passed to `.focused(_:)`.
    @propertyWrapper
    public struct Binding {
        let box: Box
        /// The focus value.
        public var wrappedValue: Value {
            get { box.value }
            nonmutating set { box.value = newValue }
        }
        /// The binding itself.
        public var projectedValue: Binding { self }
    }

    /// The focus value.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding for `.focused(_:)`.
    public var projectedValue: Binding { Binding(box: box) }

    /// Unfocused (false).
    public init() where Value == Bool { box = Box(false) }
    /// Nothing focused (nil).
    public init<T: Hashable>() where Value == T? { box = Box(nil) }
}
