/// Errors raised by the raster engine: geometry, canvas and PNG problems, each with an actionable message.
public enum RasterError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A canvas or image side is zero, negative or larger than the limit.
    case invalidCanvasSize(width: Int, height: Int, limit: Int)
    /// A pixel buffer does not hold width × height × 4 bytes.
    case pixelCountMismatch(expected: Int, actual: Int)
    /// A path, transform or parameter contains NaN or infinity.
    case nonFiniteGeometry(String)
    /// Finite geometry lies farther from the origin than the engine's fixed-point coordinates reach
    /// (the associated text says what, where, and the limit).
    case coordinatesOutOfRange(String)
    /// `restore()` or `endLayer()` without a matching `save()` / `beginLayer()`.
    case unbalancedStateStack(String)
    /// libpng rejected the data; carries libpng's message.
    case pngDecodingFailed(String)
    /// libpng could not encode the image; carries libpng's message.
    case pngEncodingFailed(String)
    /// A file could not be read or written.
    case fileError(path: String, reason: String)

    /// A message a person can act on.
    public var description: String {
        switch self {
        case .invalidCanvasSize(let w, let h, let limit):
            return "canvas size \(w)×\(h) is not allowed: each side must be between 1 and \(limit) pixels"
        case .pixelCountMismatch(let e, let a):
            return "pixel buffer holds \(a) bytes but the size needs \(e) (width × height × 4)"
        case .nonFiniteGeometry(let what):
            return "non-finite geometry (NaN or infinity) in \(what); check the coordinates you pass"
        case .coordinatesOutOfRange(let what):
            return "coordinates out of range: \(what); move the shape nearer the origin or scale it down"
        case .unbalancedStateStack(let what):
            return "unbalanced canvas state stack: \(what)"
        case .pngDecodingFailed(let m):
            return "cannot decode PNG: \(m)"
        case .pngEncodingFailed(let m):
            return "cannot encode PNG: \(m)"
        case .fileError(let path, let reason):
            return "\(path): \(reason)"
        }
    }
}
