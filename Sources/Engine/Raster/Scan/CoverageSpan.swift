/// A horizontal run of 8-bit coverage handed by the rasterizer to whoever composites it: either a
/// pointer to per-pixel values, or one value for the whole run (the inside of a shape).
struct CoverageSpan {
    /// Device row.
    let y: Int
    /// Device x of the first pixel.
    let x: Int
    /// Number of pixels.
    let count: Int
    /// Per-pixel coverage, or nil when every pixel has `constant`.
    let values: UnsafePointer<UInt8>?
    /// Coverage of every pixel when `values` is nil.
    let constant: UInt8

    /// Coverage of the i-th pixel of the run.
    @inline(__always) subscript(i: Int) -> UInt8 { values?[i] ?? constant }
}
