/// A snapshot strategy: how to turn a `Value` into a `Format` that is stored in a reference file
/// with `pathExtension` and compared with `diffing`.
///
/// Add strategies as static members in extensions, usually derived from existing ones with
/// `pullback(_:)`:
/// ```swift
/// extension Snapshotting where Value == Badge, Format == Bitmap {
///     static var image: Snapshotting { Snapshotting<Bitmap, Bitmap>.image.pullback { try $0.render() } }
/// }
/// ```
public struct Snapshotting<Value, Format> {
    /// The reference file's extension without the dot (`png`, `txt`), or nil for none.
    public var pathExtension: String?
    /// How the format is stored and compared.
    public var diffing: Diffing<Format>
    /// Takes the snapshot of a value; may throw, which fails the assertion with the error.
    public var snapshot: (Value) throws -> Format

    /// Creates a strategy.
    public init(
        pathExtension: String?, diffing: Diffing<Format>, snapshot: @escaping (Value) throws -> Format
    ) {
        self.pathExtension = pathExtension
        self.diffing = diffing
        self.snapshot = snapshot
    }

    /// A strategy for `NewValue` that first transforms it into this strategy's `Value`.
    public func pullback<NewValue>(
        _ transform: @escaping (NewValue) throws -> Value
    ) -> Snapshotting<NewValue, Format> {
        let snapshot = self.snapshot
        return Snapshotting<NewValue, Format>(pathExtension: pathExtension, diffing: diffing) { newValue in
            try snapshot(transform(newValue))
        }
    }
}

extension Snapshotting where Value == Format {
    /// A strategy that stores the value itself.
    public init(pathExtension: String?, diffing: Diffing<Format>) {
        self.init(pathExtension: pathExtension, diffing: diffing) { $0 }
    }
}
