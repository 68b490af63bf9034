import Raster

/// Why a `GoldenStore` could not check or record a golden. Each description says what to do.
public enum GoldenStoreError: Error, Sendable, CustomStringConvertible {
    /// The image could not be rendered; `reason` is the rendering layer's message.
    case renderFailed(name: String, reason: String)
    /// The rendering could not be encoded as PNG.
    case encodingFailed(path: String, RasterError)
    /// A file could not be read or written.
    case snapshot(SnapshotError)
    /// `precision` or `perceptualPrecision` is outside 0...1.
    case invalidTolerance(String)

    /// A message a person can act on.
    public var description: String {
        switch self {
        case .renderFailed(let name, let reason): "cannot render \(name): \(reason)"
        case .encodingFailed(let path, let error): "cannot encode the PNG for \(path): \(error)"
        case .snapshot(let error): error.description
        case .invalidTolerance(let message): message
        }
    }
}
