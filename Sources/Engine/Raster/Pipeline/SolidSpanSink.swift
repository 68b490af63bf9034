/// The sink of the commonest fill: one premultiplied colour, source-over, at full global alpha and
/// without a clip, written straight into the target's pixels — the same arithmetic, and so the same
/// bytes, as `Canvas.withBlitter`'s fast path, which uses it too. It grows `box` by every run it writes.
struct SolidSpanSink: CoverageSink {
    /// First byte of the target's pixels (RGBA, `width` pixels a row).
    let base: UnsafeMutablePointer<UInt8>
    let width: Int
    let solid: SolidSourceOver
    /// Whether to blend two pixels per step (`Canvas.blendsInPairs`).
    let pairs: Bool
    /// Every pixel written so far.
    private(set) var box = PixelBox.empty

    init(colour: (UInt8, UInt8, UInt8, UInt8), into base: UnsafeMutablePointer<UInt8>, width: Int, pairs: Bool) {
        self.base = base
        self.width = width
        self.solid = SolidSourceOver(colour)
        self.pairs = pairs
    }

    // `@_transparent`, not `@inline(__always)`: with the latter the row emission still called it,
    // once per run (3 % of the instructions of thin lines, 3 % of a star; measured).
    @_transparent
    mutating func blit(_ span: CoverageSpan) {
        box.include(x0: span.x, y0: span.y, x1: span.x + span.count, y1: span.y + 1)
        let p = base + (span.y * width + span.x) * 4
        if let values = span.values {
            solid.blend(coverage: values, count: span.count, into: p, pairs: pairs)
        } else {
            solid.blend(constant: span.constant, count: span.count, into: p, pairs: pairs)
        }
    }
}
