/// The values of every token of one namespace. It is complete by construction: the initialiser asks
/// for a value for each name, so a theme written with an exhaustive `switch` cannot miss a token.
public struct OUDSTokenTable<Name: OUDSTokenName, Value: Sendable>: Sendable {
    private var storage: [Name: Value]

    /// A table with `value(name)` for every name.
    public init(_ value: (Name) -> Value) {
        var storage: [Name: Value] = [:]
        for name in Name.allCases { storage[name] = value(name) }
        self.storage = storage
    }

    /// The value of `name`; set it to override one token.
    public subscript(name: Name) -> Value {
        get {
            guard let value = storage[name] else {
                preconditionFailure("OUDSTokenTable holds every name by construction")
            }
            return value
        }
        set { storage[name] = newValue }
    }

    /// A copy with the values in `overrides` replacing the current ones.
    public func replacing(_ overrides: [Name: Value]) -> OUDSTokenTable {
        var copy = self
        for (name, value) in overrides { copy.storage[name] = value }
        return copy
    }

    /// A copy with `transform` applied to every value.
    public func map<T: Sendable>(_ transform: (Name, Value) -> T) -> OUDSTokenTable<Name, T> {
        OUDSTokenTable<Name, T> { transform($0, self[$0]) }
    }
}

extension OUDSTokenTable: Equatable where Value: Equatable {
    /// Equal when every token has the same value.
    public static func == (a: OUDSTokenTable, b: OUDSTokenTable) -> Bool { a.storage == b.storage }
}
