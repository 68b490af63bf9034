/// A parsed JSON value with the position where it starts in its file, so that errors found after
/// parsing (a wrong type, an unknown name) can point at the value.
public struct JSONValue: Sendable, Equatable {
    /// One `"key": value` pair of an object, with the key's position.
    public struct Member: Sendable, Equatable {
        /// The key.
        public var key: String
        /// Where the key's opening quote is.
        public var keyPosition: SourcePosition
        /// The value.
        public var value: JSONValue

        /// A member.
        public init(key: String, keyPosition: SourcePosition, value: JSONValue) {
            self.key = key
            self.keyPosition = keyPosition
            self.value = value
        }
    }

    /// The kinds of JSON values.
    public enum Kind: Sendable, Equatable {
        /// `null`.
        case null
        /// `true` or `false`.
        case bool(Bool)
        /// A number (always finite).
        case number(Double)
        /// A string.
        case string(String)
        /// An array.
        case array([JSONValue])
        /// An object, its members in file order (keys are unique).
        case object([Member])
    }

    /// What the value is.
    public var kind: Kind
    /// Where the value starts.
    public var position: SourcePosition

    /// A value of `kind` at `position`.
    public init(_ kind: Kind, at position: SourcePosition) {
        self.kind = kind
        self.position = position
    }

    /// The kind as a phrase for messages: "a string", "an object", …
    public var typeDescription: String {
        switch kind {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// The member named `key` of an object (nil for other kinds).
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = kind else { return nil }
        return members.first { $0.key == key }?.value
    }
}
