/// A snapshot strategy, as swift-snapshot-testing defines it: how to turn a `Value` into a
/// `Format` (possibly later, through `Async`), the reference file's extension, and how formats are
/// stored and compared.
///
/// Derive strategies with `pullback`: `Snapshotting<UIImage, UIImage>.image.pullback { $0.icon }`.
public struct Snapshotting<Value, Format> {
    /// The reference file's extension without the dot (`png`, `txt`), or nil for none.
    public var pathExtension: String?
    /// How the format is stored and compared.
    public var diffing: Diffing<Format>
    /// Takes the snapshot of a value.
    public var snapshot: (Value) -> Async<Format>

    /// A strategy whose snapshot arrives through `asyncSnapshot`.
    public init(
        pathExtension: String?, diffing: Diffing<Format>, asyncSnapshot: @escaping (_ value: Value) -> Async<Format>
    ) {
        self.pathExtension = pathExtension
        self.diffing = diffing
        self.snapshot = asyncSnapshot
    }

    /// A strategy whose snapshot `snapshot` returns at once.
    public init(pathExtension: String?, diffing: Diffing<Format>, snapshot: @escaping (_ value: Value) -> Format) {
        self.init(pathExtension: pathExtension, diffing: diffing) { Async(value: snapshot($0)) }
    }

    /// A strategy for `NewValue` that first transforms it, later, into this strategy's `Value`.
    public func asyncPullback<NewValue>(_ transform: @escaping (_ otherValue: NewValue) -> Async<Value>)
        -> Snapshotting<NewValue, Format>
    {
        let snapshot = self.snapshot
        return Snapshotting<NewValue, Format>(pathExtension: pathExtension, diffing: diffing) { newValue in
            Async { callback in transform(newValue).run { value in snapshot(value).run(callback) } }
        }
    }

    /// A strategy for `NewValue` that first transforms it into this strategy's `Value`.
    public func pullback<NewValue>(_ transform: @escaping (_ otherValue: NewValue) -> Value)
        -> Snapshotting<NewValue, Format>
    {
        asyncPullback { Async(value: transform($0)) }
    }
}

/// A strategy whose value is its own format (`SimplySnapshotting<String>.lines`).
public typealias SimplySnapshotting<Format> = Snapshotting<Format, Format>

extension Snapshotting where Value == Format {
    /// A strategy that stores the value itself.
    public init(pathExtension: String?, diffing: Diffing<Format>) {
        self.init(pathExtension: pathExtension, diffing: diffing) { $0 }
    }
}
