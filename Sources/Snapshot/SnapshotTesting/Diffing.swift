import Foundation

/// How snapshots of one format are stored and compared, as swift-snapshot-testing defines it: to
/// data, from data, and a difference (a message and files that show it) or nil when they match.
public struct Diffing<Value> {
    /// Encodes a value as the bytes of its reference file. Must be deterministic.
    public var toData: (Value) -> Data
    /// Decodes a reference file.
    public var fromData: (Data) -> Value
    /// Compares the reference (first) with the new value (second).
    public var diff: (Value, Value) -> (String, [XCTAttachment])?
    /// Why reference data cannot be decoded, or nil when it can (Proof's image diffing sets it, so
    /// that a damaged reference is reported as such rather than compared).
    var decodingProblem: ((Data) -> String?)?

    /// A diffing from its three functions.
    public init(
        toData: @escaping (_ value: Value) -> Data, fromData: @escaping (_ data: Data) -> Value,
        diff: @escaping (_ lhs: Value, _ rhs: Value) -> (String, [XCTAttachment])?
    ) {
        self.toData = toData
        self.fromData = fromData
        self.diff = diff
    }
}
