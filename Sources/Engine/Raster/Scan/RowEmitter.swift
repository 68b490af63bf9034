/// Turns one row's running coverage into `CoverageSpan`s: constant runs for long stretches between
/// deposits, per-pixel runs (staged in `alphaRow`) for the rest, empty pixels left out.
///
/// The caller walks the row left to right: `gap(to:)` for columns where the coverage does not change
/// (no deposit), `pixel(_:_:)` for each column it computes, `finish()` at the end.
struct RowEmitter {
    /// Gaps of constant coverage shorter than this are written out per pixel with their neighbours
    /// (at most 16: `gap` stages them as two 8-byte stores).
    static let shortGap = 16

    /// Device row.
    let y: Int
    /// Device x of column 0.
    let px0: Int
    /// Staging for per-pixel coverage, indexed by column.
    let alphaRow: UnsafeMutablePointer<UInt8>
    let rule: FillRule
    /// First column of the pending per-pixel run, or −1.
    private var runStart = -1
    /// First column not yet accounted for.
    private(set) var pos = 0

    init(y: Int, px0: Int, alphaRow: UnsafeMutablePointer<UInt8>, rule: FillRule) {
        self.y = y
        self.px0 = px0
        self.alphaRow = alphaRow
        self.rule = rule
    }

    // `@_transparent` so that debug builds inline these into one another (only within this file:
    // ARCHITECTURE.md, Habits).
    /// Hands the pending per-pixel run, trimmed of empty pixels, to `sink`.
    @_transparent
    mutating func flush<Sink: CoverageSink>(_ endCol: Int, _ sink: inout Sink) {
        guard runStart >= 0 else { return }
        var a = runStart
        var b = endCol - 1
        while a <= b && alphaRow[a] == 0 { a += 1 }
        while b >= a && alphaRow[b] == 0 { b -= 1 }
        if a <= b { sink.blit(CoverageSpan(y: y, x: px0 + a, count: b - a + 1, values: alphaRow + a, constant: 0)) }
        runStart = -1
    }

    /// Columns `pos..<to` all have the coverage of the running sum `sum`.
    @_transparent
    mutating func gap<Sink: CoverageSink>(to: Int, sum: Float, _ sink: inout Sink) {
        guard to > pos else { return }
        let c = sum == 0 ? 0 : Rasterizer.alpha(sum, rule)  // as alpha(±0), the usual sum left of a shape
        if c == 0 || to - pos >= RowEmitter.shortGap {
            flush(pos, &sink)
            if c != 0 { sink.blit(CoverageSpan(y: y, x: px0 + pos, count: to - pos, values: nil, constant: c)) }
        } else {
            if runStart < 0 { runStart = pos }
            // Fewer than 16 columns: two 8-byte stores of c repeated, rather than a call to `memset`
            // (what a fill of a variable count becomes). `alphaRow` has 16 bytes to spare past the
            // row, and the bytes stored past `to` are staged again (as pixels or a gap) before any
            // run is read: `pos` moves on from `to`.
            let pattern = UInt64(c) &* 0x0101_0101_0101_0101
            let p = UnsafeMutableRawPointer(alphaRow + pos)
            p.storeBytes(of: pattern, as: UInt64.self)
            p.storeBytes(of: pattern, toByteOffset: 8, as: UInt64.self)
        }
        pos = to
    }

    /// Starts (or continues) a per-pixel run at column `pos`; the caller then writes `alphaRow` for
    /// columns up to `end` and they count as accounted for.
    @_transparent
    mutating func pixels(through end: Int) {
        if runStart < 0 { runStart = pos }
        pos = end
    }

    /// Columns up to `width` have the coverage of `sum`; every pending run is handed to `sink`.
    @_transparent
    mutating func finish<Sink: CoverageSink>(width: Int, sum: Float, _ sink: inout Sink) {
        gap(to: width, sum: sum, &sink)
        flush(pos, &sink)
    }
}
