/// How snapshots of one format are stored and compared: to bytes, from bytes, and a difference.
///
/// Strategies are plain values built on demand (static computed properties or functions, as in
/// swift-snapshot-testing); the closures need not be `@Sendable`, so they may capture anything.
public struct Diffing<Value> {
    /// Encodes a value as the bytes of its reference file. Must be deterministic.
    public var toData: (Value) throws -> [UInt8]
    /// Decodes a reference file; throws when the bytes are damaged or of another format.
    public var fromData: ([UInt8]) throws -> Value
    /// Compares the reference (first) with the new value (second): nil when they match, else a
    /// message and files that show the difference.
    public var diff: (Value, Value) -> (String, [DiffAttachment])?

    /// Creates a diffing from its three functions.
    public init(
        toData: @escaping (Value) throws -> [UInt8],
        fromData: @escaping ([UInt8]) throws -> Value,
        diff: @escaping (Value, Value) -> (String, [DiffAttachment])?
    ) {
        self.toData = toData
        self.fromData = fromData
        self.diff = diff
    }
}
