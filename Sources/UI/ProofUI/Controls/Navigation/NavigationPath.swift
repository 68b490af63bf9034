/// A type-erased list of the values a `NavigationStack` has pushed: SwiftUI's `NavigationPath`.
/// A still frame shows the root, so the stack reads nothing from it; it holds values as apps
/// append and remove them.
public struct NavigationPath: Equatable {
    private var elements: [AnyHashable]

    /// An empty path.
    public init() { elements = [] }
    /// A path holding `elements`, first pushed first.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        var values: [AnyHashable] = []
        for element in elements { values.append(AnyHashable(element)) }
        self.elements = values
    }

    /// How many values the path holds.
    public var count: Int { elements.count }
    /// Whether the path is empty (the stack shows its root).
    public var isEmpty: Bool { elements.isEmpty }
    /// Pushes `value`.
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }
    /// Pops the last `k` values.
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(k) }
}
