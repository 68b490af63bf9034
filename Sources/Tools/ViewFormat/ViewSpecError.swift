/// Why a well-formed JSON document does not describe a view: an unknown view or modifier name,
/// a missing or misspelt key, a value of the wrong type or out of range. Points at the value.
public struct ViewSpecError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Where the offending key or value starts.
    public var position: SourcePosition
    /// What is wrong and how to fix it.
    public var message: String

    /// An error at `position`.
    public init(_ message: String, at position: SourcePosition) {
        self.message = message
        self.position = position
    }

    /// `line:column: message`.
    public var description: String { "\(position): \(message)" }
}
