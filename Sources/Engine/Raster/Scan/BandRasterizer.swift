/// The work of `Rasterizer.rasterize` for one shape, band by band, on raw pointers into
/// `RasterScratch` (no allocation, bounds or exclusivity checks in the loops).
struct BandRasterizer {
    typealias Edge = Rasterizer.Edge

    let scratch: RasterScratch
    let edges: UnsafeBufferPointer<Edge>
    let flats: UnsafeBufferPointer<Rasterizer.Flat>
    let px0: Int
    /// Width in cells and row stride of the accumulation buffer.
    let bw: Int, stride: Int
    let rule: FillRule
    let ox: Double
    /// The outline is known to hold only windings 0 and ±1: no row needs checking.
    let simple: Bool

    private let acc: UnsafeMutablePointer<Float>
    private let alphaRow: UnsafeMutablePointer<UInt8>
    private let rowMin: UnsafeMutablePointer<Int>
    private let rowMax: UnsafeMutablePointer<Int>
    /// 0: every cell holds at most one chain; 1: chains share cells; 2: needs the exact pass.
    private let rowState: UnsafeMutablePointer<UInt8>
    private let rowHead: UnsafeMutablePointer<Int32>
    private let rowTail: UnsafeMutablePointer<Int32>
    private let bandEdges: UnsafeMutablePointer<Int32>
    private let pieces: UnsafeMutablePointer<RowPiece>
    private let breaks: UnsafeMutablePointer<Double>
    private let sortTmp: UnsafeMutablePointer<Int32>
    private let pieceStarts: UnsafeMutablePointer<Int32>
    private let rowPieces: UnsafeMutablePointer<RowPiece>
    private let counts: UnsafeMutablePointer<Int32>
    private let sortSpare: UnsafeMutablePointer<Int32>
    private var rowPieceCount = 0, rowPieceCursor = 0
    private var entries: UnsafeMutablePointer<RowChain>
    /// Exact coverage of the cells of one cluster (see `emitRow`).
    private let exactCov: UnsafeMutablePointer<Float>
    private var entryCapacity: Int
    /// `RasterScratch.touched`: `touchedWords` words per row, one bit per cell, set on the cells of
    /// simple outlines that received deposits, and on the columns of every chain of other outlines
    /// (`close`, which finds the rows where chains share a cell by them): a row's emission reads them
    /// as runs, and skips the empty cells between without looking at them. Measured against bits per
    /// block of 2 cells scanned for their non-zero cells: rings_1px 0.86–0.94×, ui_rects_10k 0.94–0.96×, lines_1px
    /// 0.94–0.97× the time and 4 % fewer instructions on both thin-stroke scenes (2-cell blocks were
    /// themselves 0.90× the time of 16-cell ones on the rings).
    private let touched: UnsafeMutablePointer<UInt64>
    private let touchedWords: Int
    /// `RasterScratch.runs`: the edge list cut into runs whose edges' tops and bottoms both rise, or
    /// both fall, from one edge to the next, four integers a run: first edge, end, cursor, rising (1)
    /// or not (0). A band's edges in a run are then consecutive, and each band starts where the one
    /// above left off (`listBandEdges`), instead of testing every edge of the shape against every
    /// band. Kept only for shapes of more than two bands whose runs hold four edges or more on
    /// average; `runCount` is 0 otherwise.
    private let runs: UnsafeMutablePointer<Int32>
    let runCount: Int
    private var entryCount = 0
    private var bandEdgeCount = 0
    /// Band top for which `geometry` holds the band's edges (`gatherRow`), or `Int.min` (not −1:
    /// bands of masks start above the origin).
    private var geometryBand = Int.min

    init(
        scratch: RasterScratch, edges: UnsafeBufferPointer<Edge>, flats: UnsafeBufferPointer<Rasterizer.Flat>,
        px0: Int, px1: Int, rule: FillRule, simple: Bool, bandRows: Int, totalRows: Int, runsAllowed: Bool
    ) {
        self.simple = simple
        self.scratch = scratch
        self.edges = edges
        self.flats = flats
        self.px0 = px0
        self.bw = px1 - px0
        self.stride = bw + 2
        self.rule = rule
        self.ox = Double(px0)
        let n = edges.count
        // The accumulation buffer is kept all zero between shapes (every deposit is consumed by
        // `emitRow`), so only fresh memory needs clearing.
        if stride * bandRows > scratch.acc.capacity || !scratch.accIsZeroed {
            scratch.acc.reserve(stride * bandRows)
            MemoryFill.zero(scratch.acc.pointer, count: scratch.acc.capacity)
            scratch.accIsZeroed = true
        }
        scratch.alphaRow.reserve(stride + RowEmitter.shortGap)  // `RowEmitter.gap` stores 16 bytes
        scratch.rowMin.reserve(bandRows)
        scratch.rowMax.reserve(bandRows)
        scratch.rowState.reserve(bandRows)
        scratch.rowHead.reserve(bandRows)
        scratch.rowTail.reserve(bandRows)
        scratch.bandEdges.reserve(n)
        scratch.pieces.reserve(n)
        scratch.sortTmp.reserve(n)
        scratch.pieceStarts.reserve(n)
        scratch.rowPieces.reserve(n)
        scratch.counts.reserve(Swift.max(stride + 2, 17))
        scratch.sortSpare.reserve(n)
        scratch.breaks.reserve(2 * n + Rasterizer.denseSlices + 4)
        scratch.entries.reserve(Swift.max(64, 2 * n))
        scratch.exactCov.reserve(stride)
        touchedWords = (stride + 63) / 64
        scratch.touched.reserve(touchedWords * bandRows)
        acc = scratch.acc.pointer
        alphaRow = scratch.alphaRow.pointer
        rowMin = scratch.rowMin.pointer
        rowMax = scratch.rowMax.pointer
        rowState = scratch.rowState.pointer
        rowHead = scratch.rowHead.pointer
        rowTail = scratch.rowTail.pointer
        bandEdges = scratch.bandEdges.pointer
        pieces = scratch.pieces.pointer
        breaks = scratch.breaks.pointer
        sortTmp = scratch.sortTmp.pointer
        pieceStarts = scratch.pieceStarts.pointer
        rowPieces = scratch.rowPieces.pointer
        counts = scratch.counts.pointer
        sortSpare = scratch.sortSpare.pointer
        entries = scratch.entries.pointer
        exactCov = scratch.exactCov.pointer
        entryCapacity = scratch.entries.capacity
        touched = scratch.touched.pointer
        runCount = runsAllowed && totalRows > 2 * bandRows ? Self.findRuns(of: edges, in: scratch.runs) : 0
        runs = scratch.runs.pointer
    }

    /// Cuts `edges` into monotone runs (see `runs`) stored in `block`; returns how many, or 0 when
    /// they average fewer than four edges (testing every edge then costs no more).
    private static func findRuns(of edges: UnsafeBufferPointer<Edge>, in block: RasterScratch.Block<Int32>) -> Int {
        let n = edges.count
        block.reserve(4 * n)
        let runs = block.pointer
        var count = 0
        var i = 0
        while i < n {
            var j = i &+ 1
            let rising = j < n && edges[j].y0 >= edges[i].y0 && edges[j].y1 >= edges[i].y1
            if rising {
                while j < n && edges[j].y0 >= edges[j &- 1].y0 && edges[j].y1 >= edges[j &- 1].y1 { j &+= 1 }
            } else {
                while j < n && edges[j].y0 <= edges[j &- 1].y0 && edges[j].y1 <= edges[j &- 1].y1 { j &+= 1 }
            }
            runs[4 &* count] = Int32(truncatingIfNeeded: i)
            runs[4 &* count &+ 1] = Int32(truncatingIfNeeded: j)
            runs[4 &* count &+ 2] = Int32(truncatingIfNeeded: rising ? i : j)
            runs[4 &* count &+ 3] = rising ? 1 : 0
            count &+= 1
            i = j
        }
        return 4 &* count <= n ? count : 0
    }

    /// Lists in `bandEdges`, in increasing order, the edges that cross the band between fixed-point rows
    /// `top` and `bottom`, and returns how many: through the runs when there are any (the bands must
    /// come top to bottom), otherwise by testing every edge.
    private func listBandEdges(top: Int32, bottom: Int32) -> Int {
        let edges = self.edges
        let bandEdges = self.bandEdges
        var count = 0
        guard runCount > 0 else {
            for i in 0..<edges.count where edges[i].y1 > top && edges[i].y0 < bottom {
                bandEdges[count] = Int32(truncatingIfNeeded: i)
                count &+= 1
            }
            return count
        }
        for k in 0..<runCount {
            let start = Int(runs[4 &* k])
            let end = Int(runs[4 &* k &+ 1])
            var cursor = Int(runs[4 &* k &+ 2])
            var first: Int
            var last: Int
            if runs[4 &* k &+ 3] != 0 {
                // Rising: before the cursor every edge ends above `top`; the band's edges follow it up
                // to the first that starts at or below `bottom`.
                while cursor < end && edges[cursor].y1 <= top { cursor &+= 1 }
                first = cursor
                last = cursor
                while last < end && edges[last].y0 < bottom { last &+= 1 }
            } else {
                // Falling: from the cursor on every edge ends above `top`; the band's edges precede it,
                // back to the last that starts at or below `bottom`.
                while cursor > start && edges[cursor &- 1].y1 <= top { cursor &-= 1 }
                first = cursor
                last = cursor
                while first > start && edges[first &- 1].y0 < bottom { first &-= 1 }
            }
            runs[4 &* k &+ 2] = Int32(truncatingIfNeeded: cursor)
            for i in first..<last {
                bandEdges[count] = Int32(truncatingIfNeeded: i)
                count &+= 1
            }
        }
        return count
    }

    /// Rasterizes rows [bandTop, bandTop + rows) and blits them.
    mutating func run<Sink: CoverageSink>(bandTop: Int, rows bh: Int, into sink: inout Sink) {
        for r in 0..<bh {
            rowMin[r] = Int.max
            rowMax[r] = -1
            rowState[r] = 0
            rowHead[r] = -1
            rowTail[r] = -1
        }
        MemoryFill.zero(touched, count: touchedWords * bh)
        entryCount = 0
        let bandTopFixed = Int32(bandTop) << 8
        let bandBotFixed = Int32(bandTop + bh) << 8
        bandEdgeCount = 0
        geometryBand = .min
        // 1. Raw accumulation, recording each chain's passage through each row (simple outlines need
        //    no record, nor the list of the band's edges that the exact pass reads).
        if simple {
            depositSimpleEdges(bandTop: bandTop, bh: bh)
        } else {
            bandEdgeCount = listBandEdges(top: bandTopFixed, bottom: bandBotFixed)
            depositChainEdges(bandTop: bandTop, bh: bh)
        }
        // 2. A horizontal edge inside a row separates windings within the row: the winding left of
        //    a cluster is no longer the same above and below it (a chain can jump across columns, as
        //    in glyph outlines with flat joins), so such rows are computed exactly, whole.
        for f in flats where !simple && f.y > bandTopFixed && f.y < bandBotFixed && (f.y & 255) != 0 {
            rowState[Int(f.y >> 8) - bandTop] = 2
        }
        // 3. Rows where two chains share a cell (found by the deposits: state 1) get their clusters
        //    of shared cells recomputed exactly in step 4, walking the row's chains in order of first
        //    column; rows with conflicting horizontal edges are redone whole.
        for r in 0..<bh {
            switch rowState[r] {
            case 1: _ = sortEntries(r)
            case 2: exactWholeRow(r, bandTop: bandTop)
            case 3: rowState[r] = classify(r) ? 1 : 3
            default: break
            }
        }
        // 4. Prefix sums to coverage over the cells that received deposits; between them the
        //    coverage is constant, so long gaps become constant runs.
        if simple {
            // One loop over the band's rows per fill rule: the rule is then a constant in the cell
            // loops, and the row loop keeps the band's fields in registers.
            if rule == .nonZero {
                emitSimpleRows(bandTop: bandTop, rows: bh, rule: .nonZero, into: &sink)
            } else {
                emitSimpleRows(bandTop: bandTop, rows: bh, rule: .evenOdd, into: &sink)
            }
        } else if rule == .nonZero {
            emitChainRows(bandTop: bandTop, rows: bh, rule: .nonZero, into: &sink)
        } else {
            emitChainRows(bandTop: bandTop, rows: bh, rule: .evenOdd, into: &sink)
        }
    }

    /// Emits the rows of an outline not known to be simple: rows where no two chains share a cell
    /// (state 0) as `emitSimpleRows` does, through the cells marked in `touched` (every cell from a
    /// chain's first column to one past its last: the deposits of a piece reach the cell right of
    /// its last column, which carries the rest of its height), the others chain by chain in
    /// `emitRow`. Either way the sum runs through every cell that received deposits, in order, so a
    /// pixel's coverage is the same.
    @inline(__always)
    private mutating func emitChainRows<Sink: CoverageSink>(
        bandTop: Int, rows bh: Int, rule: FillRule, into sink: inout Sink
    ) {
        for r in 0..<bh where rowMax[r] >= 0 {
            if rowState[r] == 0 {
                emitTouchedRow(r, bandTop: bandTop, rule: rule, pastRuns: true, into: &sink)
            } else {
                emitRow(r, bandTop: bandTop, into: &sink)
            }
        }
    }

    /// Turns one row's deposits into coverage runs. Chains are taken left to right in clusters of
    /// shared cells; in a row where chains share cells (`rowState` 1), the cells of each cluster of
    /// two or more chains get their exact coverage from `exactCluster`, while the running sum goes on
    /// through the raw deposits, which are exact again right of the cluster (its cells there are
    /// crossed by no chain, so the sum is the winding number).
    @inline(__always)
    private mutating func emitRow<Sink: CoverageSink>(_ r: Int, bandTop: Int, into sink: inout Sink) {
        let row = acc + r * stride
        let whole = rowState[r] == 2 || rowHead[r] < 0
        let checkClusters = rowState[r] == 1
        var gathered = false
        var sum: Float = 0
        var wLeft: Float = 0  // winding left of the current cluster: signed height of the chains before it
        var out = RowEmitter(y: bandTop + r, px0: px0, alphaRow: alphaRow, rule: rule)
        // The row's chains in order of first column (`classify` sorted the list), or one pass over
        // the whole row.
        var cur = whole ? -1 : Int(rowHead[r])
        var pending = true
        while whole ? pending : cur >= 0 {
            pending = false
            var a: Int
            var b: Int  // touched cells of the cluster
            var chains = 1
            var height: Float = 0
            if whole {
                a = larger(0, rowMin[r])
                b = smaller(bw, rowMax[r])
            } else {
                let en = entries[cur]
                a = Int(en.minCol)
                b = Int(en.maxCol)
                height = en.height
                cur = Int(en.next)
                while cur >= 0 && Int(entries[cur].minCol) <= b {
                    let next = entries[cur]
                    b = larger(b, Int(next.maxCol))
                    height += next.height
                    chains += 1
                    cur = Int(next.next)
                }
            }
            let exact = checkClusters && chains > 1
            if exact {
                if !gathered {
                    rowPieceCount = gatherRow(r, bandTop: bandTop)
                    rowPieceCursor = 0
                    gathered = true
                }
                exactCluster(r, from: a, to: b, windingLeft: Int32(wLeft.rounded()))
            }
            wLeft += height
            // Cells a...b, plus the next one (it holds the carry of the chains ending in b) unless the
            // next cluster starts there.
            let nextStart = cur >= 0 ? Int(entries[cur].minCol) : Int.max
            let first = larger(a, out.pos)
            let pixelEnd = smaller(nextStart > b + 1 ? b + 2 : b + 1, bw)
            if first < pixelEnd {
                emitCells(
                    row, from: first, to: pixelEnd, exactThrough: exact ? b : -1, rule: rule, sum: &sum, &out, &sink)
            }
        }
        // Past the last cluster the coverage is constant up to the right side.
        out.finish(width: bw, sum: sum, &sink)
        clearPastLastPixel(row)
    }

    /// `emitRow` for the rows of an outline known to be simple, which need no chains: the running sum goes
    /// through the cells that received deposits, read as runs of set bits from `touched`, and is
    /// constant between them. Adding an empty cell (+0) leaves a sum as it is, so skipping the others
    /// gives the sums, and so the bytes, of `emitRow`. A marked cell whose deposits add up to zero goes
    /// out as a pixel of the running coverage rather than in a gap: every sink treats the two alike.
    /// Rows with no deposit are left out: a simple outline covers nothing there.
    @inline(__always)
    private func emitSimpleRows<Sink: CoverageSink>(bandTop: Int, rows bh: Int, rule: FillRule, into sink: inout Sink) {
        for r in 0..<bh where rowMax[r] >= 0 {
            emitTouchedRow(r, bandTop: bandTop, rule: rule, pastRuns: false, into: &sink)
        }
    }

    /// Emits row `r` through the runs of cells marked in `touched` and the constant gaps between them;
    /// with `pastRuns`, each run goes on through the cell after it.
    @_transparent
    private func emitTouchedRow<Sink: CoverageSink>(
        _ r: Int, bandTop: Int, rule: FillRule, pastRuns: Bool, into sink: inout Sink
    ) {
        // The band's fields in locals: read through `self`, they were loaded again after every store.
        let bw = self.bw
        let touchedWords = self.touchedWords
        let row = acc + r &* stride
        let end = smaller(bw, rowMax[r] &+ 1)  // past the last cell that can change a pixel
        var sum: Float = 0
        var out = RowEmitter(y: bandTop &+ r, px0: px0, alphaRow: alphaRow, rule: rule)
        let words = touched + r &* touchedWords
        scan: for w in 0..<touchedWords {
            var bits = words[w]
            while bits != 0 {
                let skip = bits.trailingZeroBitCount
                var first = w &<< 6 &+ skip
                if first >= end { break scan }
                // The run of set bits from `first` (it may go on in the next word: that run then
                // starts where this one stops, and continues the same per-pixel run).
                let length = (~(bits &>> UInt64(skip))).trailingZeroBitCount
                let stop = smaller(end, first &+ length &+ (pastRuns ? 1 : 0))
                bits = length &+ skip >= 64 ? 0 : bits & (UInt64.max &<< UInt64(skip &+ length))
                // Past a run that ended at a word's last cell, the next word's run may start on the
                // cell already taken.
                if pastRuns {
                    first = larger(first, out.pos)
                    if first >= stop { continue }
                }
                emitCells(row, from: first, to: stop, exactThrough: -1, rule: rule, sum: &sum, &out, &sink)
            }
        }
        out.finish(width: bw, sum: sum, &sink)
        clearPastLastPixel(row)
    }

    /// Hands the columns before `first` to `out` as a gap, then runs the sum through cells
    /// `first..<end`, clearing them, and stages their coverage as pixels: the exact coverage of a
    /// cluster solved by `exactCluster` for cells through `exactLast` (−1: none), the sum's after.
    @_transparent
    private func emitCells<Sink: CoverageSink>(
        _ row: UnsafeMutablePointer<Float>, from first: Int, to end: Int, exactThrough exactLast: Int,
        rule: FillRule, sum: inout Float, _ out: inout RowEmitter, _ sink: inout Sink
    ) {
        out.gap(to: first, sum: sum, &sink)
        out.pixels(through: end)
        let exactEnd = smaller(end, exactLast + 1)
        // The cell loops once per fill rule, so that the rule is a constant in them (as a variable,
        // the optimiser kept its test inside the loop, per cell).
        if rule == .nonZero {
            stageCells(row, from: first, to: end, exactEnd: exactEnd, rule: .nonZero, sum: &sum)
        } else {
            stageCells(row, from: first, to: end, exactEnd: exactEnd, rule: .evenOdd, sum: &sum)
        }
    }

    /// Runs the sum through cells `first..<end`, clearing them, and stages their coverage in
    /// `alphaRow`: the exact coverage of `exactCov` before `exactEnd`, the sum's from there.
    @_transparent
    private func stageCells(
        _ row: UnsafeMutablePointer<Float>, from first: Int, to end: Int, exactEnd: Int, rule: FillRule,
        sum: inout Float
    ) {
        var x = first
        while x < exactEnd {
            sum += row[x]
            row[x] = 0
            alphaRow[x] = Rasterizer.alpha(exactCov[x], rule)
            x &+= 1
        }
        while x < end {
            sum += row[x]
            row[x] = 0
            alphaRow[x] = Rasterizer.alpha(sum, rule)
            x &+= 1
        }
    }

    /// Clears the cells past the last pixel: they hold deposits that affect no pixel. There are two
    /// (`stride` is `bw + 2`), stored directly: as a loop the compiler made a `memset` call per row.
    @_transparent
    private func clearPastLastPixel(_ row: UnsafeMutablePointer<Float>) {
        row[bw] = 0
        row[bw + 1] = 0
    }

    // MARK: - Raw pass

    /// Deposits the band's edges (an outline not known to be simple) into every row they cross, and
    /// records each chain's passage through each row (`record`). The buffers are locals, written back
    /// once: as a mutating method called per edge, this reloaded them from `self` on every row (a
    /// store through a pointer might have changed them) and spilled its registers on every call.
    private mutating func depositChainEdges(bandTop: Int, bh: Int) {
        let acc = self.acc
        let stride = self.stride
        let rowMax = self.rowMax
        let rowHead = self.rowHead
        let rowTail = self.rowTail
        let rowState = self.rowState
        let touched = self.touched
        let touchedWords = self.touchedWords
        let ox = self.ox
        var entries = self.entries
        var entryCount = self.entryCount
        var entryCapacity = self.entryCapacity
        defer {
            self.entries = entries
            self.entryCount = entryCount
            self.entryCapacity = entryCapacity
        }
        for k in 0..<bandEdgeCount {
            let e = edges[Int(bandEdges[k])]
            Self.forEachRowPiece(of: e, bandTop: bandTop, rows: bh, ox: ox) { r, xTop, xBot, height in
                let (c0, c1) = Rasterizer.depositLine(acc + r &* stride, xTop, xBot, height)
                // Stored unconditionally: as a branch, whether an edge reaches further right than the
                // ones before it mispredicted often.
                rowMax[r] = larger(rowMax[r], c1)
                // `floorCell`, not `floorInt`: the same floor, without the conversion's range checks (the
                // x of a piece lies inside the buffer's row).
                let last = Int32(truncatingIfNeeded: Rasterizer.floorCell(larger(xTop, xBot)))
                // The chain's entry for the row: pieces of one chain arrive one after another.
                let tail = Int(rowTail[r])
                if tail < 0 || entries[tail].chain != e.chain {
                    if entryCount == entryCapacity {
                        scratch.entries.grow(to: entryCount * 2, keeping: entryCount)
                        entries = scratch.entries.pointer
                        entryCapacity = scratch.entries.capacity
                    }
                    entries[entryCount] = RowChain(
                        chain: e.chain, next: -1, minCol: Int32(truncatingIfNeeded: c0), maxCol: last,
                        height: Float(height), row: Int32(truncatingIfNeeded: r))
                    if tail >= 0 {
                        entries[tail].next = Int32(truncatingIfNeeded: entryCount)
                    } else {
                        rowHead[r] = Int32(truncatingIfNeeded: entryCount)
                    }
                    rowTail[r] = Int32(truncatingIfNeeded: entryCount)
                    entryCount &+= 1
                } else {
                    if Int32(truncatingIfNeeded: c0) < entries[tail].minCol {
                        entries[tail].minCol = Int32(truncatingIfNeeded: c0)
                    }
                    if last > entries[tail].maxCol { entries[tail].maxCol = last }
                    entries[tail].height += Float(height)
                }
            }
        }
        // The entries in the order they were made, which is each row's order (in a separate pass, the
        // deposits' loop keeps its registers). Once a row's chains share a cell, its marks are not
        // needed: `emitRow` walks its chains instead.
        for i in 0..<entryCount {
            let en = entries[i]
            let r = Int(en.row)
            if rowState[r] == 0 { Self.close(en, touched + r &* touchedWords, state: rowState + r) }
        }
    }

    /// Marks the cells of a row's chain entry, `minCol...maxCol`, in the row's `words` of
    /// `touched`, and sets the row's `state` to 1 when one of them was marked already: two chains then
    /// share a cell, which is what `classify` finds by sorting the row's chains by first column (one
    /// starts at or before the last column of those before it). An entry whose last column lies left
    /// of its first (a chain a rounding error left of the row's first cell) has no cells to mark but
    /// can still meet others in `classify`: it sets state 3, which leaves the row to `classify`.
    @_transparent
    private static func close(
        _ en: RowChain, _ words: UnsafeMutablePointer<UInt64>, state: UnsafeMutablePointer<UInt8>
    ) {
        let c0 = Int(en.minCol)
        let c1 = Int(en.maxCol)
        guard c1 >= c0 else {
            state.pointee = 3
            return
        }
        let shared = markTouched(words, from: c0, through: c1)
        // 0 → 1 when cells are shared; 1 and 3 stay.
        state.pointee |= shared != 0 ? 1 : 0
    }

    /// `depositChainEdges` for a simple outline, which needs no record of chains: each piece marks its
    /// cells in `touched` instead. The same deposits, from the same expressions in the same order.
    private mutating func depositSimpleEdges(bandTop: Int, bh: Int) {
        let acc = self.acc
        let stride = self.stride
        let rowMax = self.rowMax
        let touched = self.touched
        let touchedWords = self.touchedWords
        let ox = self.ox
        @inline(__always) func deposit(_ e: Edge) {
            Self.forEachRowPiece(of: e, bandTop: bandTop, rows: bh, ox: ox) { r, xTop, xBot, height in
                let (c0, c1) = Rasterizer.depositLine(acc + r &* stride, xTop, xBot, height)
                rowMax[r] = larger(rowMax[r], c1)
                Self.markTouched(touched + r &* touchedWords, from: c0, through: c1)
            }
        }
        let bandTopFixed = Int32(bandTop) << 8
        let bandBotFixed = Int32(bandTop + bh) << 8
        if runCount == 0 {
            // Shapes of one or two bands (most of a UI's): testing the edges costs less than listing them.
            for e in edges where e.y1 > bandTopFixed && e.y0 < bandBotFixed { deposit(e) }
        } else {
            bandEdgeCount = listBandEdges(top: bandTopFixed, bottom: bandBotFixed)
            for k in 0..<bandEdgeCount { deposit(edges[Int(bandEdges[k])]) }
        }
    }

    /// Edge `e` in row units: its top and bottom y in rows, its top x in cells from `ox`, and its
    /// slope in cells per row.
    @_transparent
    private static func rowUnits(of e: Edge, ox: Double) -> (fy0: Double, fy1: Double, fx0: Double, slope: Double) {
        let s = Rasterizer.subpixel
        let fy0 = Double(e.y0) / s
        let fy1 = Double(e.y1) / s
        let fx0 = Double(e.x0) / s - ox
        let fx1 = Double(e.x1) / s - ox
        return (fy0, fy1, fx0, (fx1 - fx0) / (fy1 - fy0))
    }

    /// Calls `body` with each row (relative to `bandTop`) of the band that edge `e` crosses, the x
    /// where it enters and leaves the row (in cells from `ox`) and its signed height in the row.
    /// Below the first row, a row's top is the row above's bottom exactly (the edge started above
    /// it), so its top x is the bottom x computed for the row above, bit for bit: the same
    /// expression of the same operands. Carrying it saves an evaluation and a conversion per row
    /// and gives exactly what recomputing would.
    @inline(__always)
    private static func forEachRowPiece(
        of e: Edge, bandTop: Int, rows bh: Int, ox: Double,
        _ body: (_ row: Int, _ xTop: Double, _ xBot: Double, _ height: Double) -> Void
    ) {
        let (fy0, fy1, fx0, slope) = rowUnits(of: e, ox: ox)
        let rStart = larger(Int(e.y0 >> 8), bandTop) &- bandTop
        let rEnd = smaller(Int((e.y1 &+ 255) >> 8), bandTop &+ bh) &- bandTop
        let dir = Double(e.dir)
        var r = rStart
        var yTop = larger(fy0, Double(bandTop &+ r))
        var xTop = fx0 + (yTop - fy0) * slope
        while r < rEnd {
            let yBot = smaller(fy1, Double(bandTop &+ r &+ 1))
            let xBot = fx0 + (yBot - fy0) * slope
            if yBot > yTop { body(r, xTop, xBot, (yBot - yTop) * dir) }
            xTop = xBot
            yTop = yBot
            r &+= 1
        }
    }

    /// Marks cells `c0...c1` of a row as holding deposits: bits `c0...c1` of the row's words of
    /// `touched` (one bit per cell). Returns those of the bits that were set already (`close` reads
    /// them; the simple deposits drop them, and the optimiser drops the work).
    @_transparent
    @discardableResult
    private static func markTouched(_ words: UnsafeMutablePointer<UInt64>, from c0: Int, through c1: Int) -> UInt64 {
        var w = c0 &>> 6
        let lastWord = c1 &>> 6
        if w == lastWord {
            // The usual case: the cells lie in one word.
            let bits = (UInt64.max &<< UInt64(c0 & 63)) & (UInt64.max &>> UInt64(63 &- (c1 & 63)))
            let before = words[w]
            words[w] = before | bits
            return before & bits
        }
        // Bits c0...c1, a word at a time.
        var shared: UInt64 = 0
        while w <= lastWord {
            let lo = w == c0 &>> 6 ? c0 & 63 : 0
            let hi = w == lastWord ? c1 & 63 : 63
            let bits = (UInt64.max &<< UInt64(lo)) & (UInt64.max &>> UInt64(63 &- hi))
            shared |= words[w] & bits
            words[w] |= bits
            w &+= 1
        }
        return shared
    }

    // MARK: - Classification

    /// Whether two of the row's chains touch a common cell; leaves its list of chains in order of first
    /// column (which `emitRow` walks).
    @inline(__always)
    private func classify(_ r: Int) -> Bool {
        let e = rowHead[r]
        guard e >= 0, entries[Int(e)].next >= 0 else { return false }
        // Sort the row's chains by first column; two share a cell when one starts at or before the
        // last column reached by those before it.
        let k = sortEntries(r)
        var reach = entries[Int(sortTmp[0])].maxCol
        for j in 1..<k {
            let en = entries[Int(sortTmp[j])]
            if en.minCol <= reach { return true }
            if en.maxCol > reach { reach = en.maxCol }
        }
        return false
    }

    /// Puts the row's entries into `sortTmp` in the order of its list and returns how many there are.
    @inline(__always)
    private func listEntries(_ r: Int) -> Int {
        var k = 0
        var e = rowHead[r]
        while e >= 0 {
            sortTmp[k] = e
            k += 1
            e = entries[Int(e)].next
        }
        return k
    }

    /// Puts the row's entries into `sortTmp` in a stable order of first column, relinks the row's list
    /// in that order, and returns how many there are. Any stable sort gives this one order.
    ///
    /// A few entries are sorted by insertion. More come in the order of the outline's edges, which is
    /// mostly runs: a stroke's two sides cross a row one rising, the other falling in x. So the runs,
    /// non-descending or strictly descending (reversed: no two of its keys are equal, so the reversal
    /// keeps stability), are merged; rows of many short runs (random polygons) take a counting sort
    /// instead, O(k + width).
    @inline(__always)
    private func sortEntries(_ r: Int) -> Int {
        let k = listEntries(r)
        guard k > 1 else { return k }
        let en = entries
        @inline(__always) func key(_ i: Int) -> Int32 { en[Int(sortTmp[i])].minCol }
        if k <= 8 {
            // A few chains: insertion.
            for a in 1..<k {
                let v = sortTmp[a]
                let minCol = en[Int(v)].minCol
                var b = a
                while b > 0 && key(b - 1) > minCol {
                    sortTmp[b] = sortTmp[b - 1]
                    b -= 1
                }
                sortTmp[b] = v
            }
        } else {
            sortRuns(count: k)
        }
        for j in 0..<(k - 1) { entries[Int(sortTmp[j])].next = sortTmp[j + 1] }
        entries[Int(sortTmp[k - 1])].next = -1
        rowHead[r] = sortTmp[0]
        rowTail[r] = sortTmp[k - 1]
        return k
    }

    /// Sorts the `k` entries of `sortTmp` stably by first column: runs, non-descending or strictly
    /// descending (reversed), merged by `mergeRuns`, or a counting sort when there are many.
    @inline(__always)
    private func sortRuns(count k: Int) {
        let en = entries
        @inline(__always) func key(_ i: Int) -> Int32 { en[Int(sortTmp[i])].minCol }
        // Runs: `counts` holds the end of each, up to `maxRuns`.
        let maxRuns = 16
        var runs = 0
        var i = 0
        while i < k && runs <= maxRuns {
            var j = i + 1
            if j < k && key(j) < key(i) {
                while j + 1 < k && key(j + 1) < key(j) { j += 1 }
                var a = i
                var b = j
                while a < b {
                    let t = sortTmp[a]
                    sortTmp[a] = sortTmp[b]
                    sortTmp[b] = t
                    a += 1
                    b -= 1
                }
                j += 1
            } else {
                while j < k && key(j) >= key(j - 1) { j += 1 }
            }
            if runs < maxRuns { counts[runs] = Int32(j) }
            runs += 1
            i = j
        }
        if runs > maxRuns {
            countingSort(sortTmp, count: k) { Int(en[Int($0)].minCol) }
        } else {
            mergeRuns(count: k, runs: runs)
        }
    }

    /// Merges the `runs` sorted runs of `sortTmp` (run m ends before `counts[m]`) into one, stably,
    /// a pair of neighbours at a time, through `sortSpare`.
    @inline(__always)
    private func mergeRuns(count k: Int, runs: Int) {
        let en = entries
        var n = runs
        var src = sortTmp
        var dst = sortSpare
        while n > 1 {
            var m = 0
            var out = 0
            var start = 0
            while m < n {
                let mid = Int(counts[m])
                let end = m + 1 < n ? Int(counts[m + 1]) : mid
                var a = start
                var b = mid
                var o = start
                while a < mid && b < end {
                    // The left run first among equal keys: stable.
                    if en[Int(src[b])].minCol < en[Int(src[a])].minCol {
                        dst[o] = src[b]
                        b += 1
                    } else {
                        dst[o] = src[a]
                        a += 1
                    }
                    o += 1
                }
                while a < mid {
                    dst[o] = src[a]
                    a += 1
                    o += 1
                }
                while b < end {
                    dst[o] = src[b]
                    b += 1
                    o += 1
                }
                counts[out] = Int32(end)
                out += 1
                start = end
                m += 2
            }
            n = out
            swap(&src, &dst)
        }
        if src != sortTmp { sortTmp.update(from: src, count: k) }
    }

    /// Stable counting sort of `count` indices by a column key in 0...`stride` (keys outside are
    /// clamped), using `counts` and `sortSpare` as scratch. With the keys' range known (`lowest` ...
    /// `highest`), only the buckets of that range are cleared and summed.
    @inline(__always)
    private func countingSort(
        _ items: UnsafeMutablePointer<Int32>, count: Int, lowest: Int = 0, highest: Int = .max, key: (Int32) -> Int
    ) {
        let buckets = stride + 1
        let low = Swift.min(buckets - 1, Swift.max(0, lowest))
        let high = Swift.min(buckets - 1, Swift.max(0, highest))
        MemoryFill.zero(counts + low, count: high - low + 2)
        for i in 0..<count {
            let k = Swift.min(buckets - 1, Swift.max(0, key(items[i])))
            counts[k + 1] += 1
        }
        for b in low..<high { counts[b + 1] += counts[b] }
        for i in 0..<count {
            let k = Swift.min(buckets - 1, Swift.max(0, key(items[i])))
            sortSpare[Int(counts[k])] = items[i]
            counts[k] += 1
        }
        items.update(from: sortSpare, count: count)
    }

    // MARK: - Exact pass

    /// Recomputes a whole row exactly (rows where horizontal edges meet other chains).
    private mutating func exactWholeRow(_ r: Int, bandTop: Int) {
        let row = acc + r * stride
        // The row's first touched cell, the least first column of its chains (counting a chain that
        // ends exactly on a cell's left side as touching it): found here, for the few rows redone
        // whole, rather than kept by every deposit.
        var first = Int.max
        var e = rowHead[r]
        while e >= 0 {
            first = Swift.min(first, Int(entries[Int(e)].minCol))
            e = entries[Int(e)].next
        }
        let lo = Swift.max(0, first)
        let hi = rowMax[r]
        if hi >= lo { MemoryFill.zero(row + lo, count: hi - lo + 1) }
        let n = gatherRow(r, bandTop: bandTop)
        pieces.update(from: rowPieces, count: n)
        let (newMin, newMax) = solve(n, windingLeft: 0, into: row)
        rowMin[r] = newMin
        rowMax[r] = newMax
    }

    /// Collects the pieces of every edge crossing row `r` into `rowPieces`, sorted by first cell.
    private mutating func gatherRow(_ r: Int, bandTop: Int) -> Int {
        // The band's edges in row units (`rowUnits`, as the deposits use them, so the same values),
        // computed on its first exact row, not again for every row: y0, y1, x0 and slope, four doubles
        // an edge in `scratch.geometry`.
        scratch.geometry.reserve(4 * bandEdgeCount)
        let geometry = scratch.geometry.pointer
        if geometryBand != bandTop {
            geometryBand = bandTop
            for k in 0..<bandEdgeCount {
                let g = Self.rowUnits(of: edges[Int(bandEdges[k])], ox: ox)
                geometry[4 &* k] = g.fy0
                geometry[4 &* k &+ 1] = g.fy1
                geometry[4 &* k &+ 2] = g.fx0
                geometry[4 &* k &+ 3] = g.slope
            }
        }
        let rowY = Double(bandTop + r)
        let rowTopFixed = Int32(bandTop + r) << 8
        let rowBotFixed = rowTopFixed + 256
        // The row's pieces into `pieces`, then in order of first cell into `rowPieces`.
        var n = 0
        var lowest = Int32.max
        var highest = Int32.min
        for k in 0..<bandEdgeCount {
            let e = edges[Int(bandEdges[k])]
            guard e.y1 > rowTopFixed && e.y0 < rowBotFixed else { continue }
            let fy0 = geometry[4 &* k]
            let fy1 = geometry[4 &* k &+ 1]
            let fx0 = geometry[4 &* k &+ 2]
            let slope = geometry[4 &* k &+ 3]
            let yTop = Swift.max(fy0, rowY)
            let yBot = Swift.min(fy1, rowY + 1)
            guard yBot > yTop else { continue }
            let xTop = fx0 + (yTop - fy0) * slope
            let xBot = fx0 + (yBot - fy0) * slope
            let firstCell = Int32(truncatingIfNeeded: Rasterizer.floorCell(Swift.min(xTop, xBot)))
            lowest = Swift.min(lowest, firstCell)
            highest = Swift.max(highest, firstCell)
            pieces[n] = RowPiece(
                xTop: xTop, yTop: yTop - rowY, yBot: yBot - rowY, slope: slope, dir: e.dir, firstCell: firstCell)
            n += 1
        }
        // Sort by first cell through an index (stable), then put the pieces in that order.
        let rp = pieces
        if n <= 32 {
            // Insertion sort: rows of a few chains come nearly in order.
            for i in 0..<n {
                var b = i
                let key = rp[i].firstCell
                while b > 0 && rp[Int(pieceStarts[b - 1])].firstCell > key {
                    pieceStarts[b] = pieceStarts[b - 1]
                    b -= 1
                }
                pieceStarts[b] = Int32(i)
            }
        } else {
            for i in 0..<n { pieceStarts[i] = Int32(i) }
            countingSort(pieceStarts, count: n, lowest: Int(lowest), highest: Int(highest)) {
                Int(rp[Int($0)].firstCell)
            }
        }
        for i in 0..<n { rowPieces[i] = rp[Int(pieceStarts[i])] }
        return n
    }

    /// Computes the exact coverage of cells `a...b` of a row into `exactCov`, from the pieces that
    /// cross them and the winding number left of them (constant along the row height, because no
    /// chain crosses the left side of cell `a`). Pieces come from `rowPieces` (`rowPieceCount` of them,
    /// gathered on the row's first cluster), consumed left to right from `rowPieceCursor`: a cluster's
    /// pieces are exactly those whose first cell lies in `a...b`.
    private mutating func exactCluster(_ r: Int, from a: Int, to b: Int, windingLeft: Int32) {
        MemoryFill.zero(exactCov + a, count: b - a + 2)
        while rowPieceCursor < rowPieceCount && Int(rowPieces[rowPieceCursor].firstCell) < a { rowPieceCursor += 1 }
        var n = 0
        while rowPieceCursor < rowPieceCount && Int(rowPieces[rowPieceCursor].firstCell) <= b {
            pieces[n] = rowPieces[rowPieceCursor]
            n += 1
            rowPieceCursor += 1
        }
        _ = solve(n, windingLeft: windingLeft, into: exactCov)
        let inside = rule == .nonZero ? windingLeft != 0 : (windingLeft & 1) != 0
        var sum: Float = inside ? 1 : 0
        for x in a...b {
            sum += exactCov[x]
            exactCov[x] = Swift.min(1, Swift.max(0, sum))
        }
    }

    /// Deposits, into `out`, the boundaries of the filled set of the first `n` entries of `pieces`:
    /// the row is cut into sub-bands at every piece end and every crossing, pieces are sorted in each,
    /// and the winding, starting from `windingLeft`, is walked from left to right. Returns the first and
    /// last cells that received a deposit. Dense rows (more than `denseRowPieces` pieces) are cut at
    /// every 1/16 row instead of at crossings, the pieces sorted by their x at each slice's middle (a
    /// crossing inside a slice misplaces at most two small triangles, 4/255).
    ///
    /// The active pieces sit in slots, the fields of slot j at index j of parallel arrays
    /// (`scratch.slots`), kept in sorted order: the evaluation of every piece, the insertion sort
    /// (which carries a slot's fields when it moves, rarely: orders change only at crossings), the
    /// search for the next crossing and the winding walk then read memory in order, rather than
    /// 80-byte pieces through an index. The steps, and so the order and values of the deposits, are
    /// those of the indexed version this replaced: the same expressions, the same stable insertion
    /// sort from the same starting order.
    private mutating func solve(_ n: Int, windingLeft: Int32, into out: UnsafeMutablePointer<Float>) -> (Int, Int) {
        guard n > 0 else { return (Int.max, -1) }
        let dense = n > Rasterizer.denseRowPieces
        var nb = 0
        for i in 0..<n {
            breaks[nb] = pieces[i].yTop
            breaks[nb + 1] = pieces[i].yBot
            nb += 2
        }
        breaks[nb] = 0
        breaks[nb + 1] = 1
        nb += 2
        if dense {
            for k in 1..<Rasterizer.denseSlices {
                breaks[nb] = Double(k) / Double(Rasterizer.denseSlices)
                nb += 1
            }
        }
        // Sorted ends, and pieces by the y where they start (to fill the slots), in a stable order:
        // by insertion in the usual rows of a few pieces (the standard library's sort, also stable,
        // costs more in calls than in comparisons there).
        let pp = pieces
        if dense {
            var breakList = UnsafeMutableBufferPointer(start: breaks, count: nb)
            breakList.sort()
            for i in 0..<n { pieceStarts[i] = Int32(i) }
            var starts = UnsafeMutableBufferPointer(start: pieceStarts, count: n)
            starts.sort { pp[Int($0)].yTop < pp[Int($1)].yTop }
        } else {
            for a in 1..<nb {
                let v = breaks[a]
                var b = a
                while b > 0 && breaks[b - 1] > v {
                    breaks[b] = breaks[b - 1]
                    b -= 1
                }
                breaks[b] = v
            }
            for a in 0..<n {
                let v = pp[a].yTop
                var b = a
                while b > 0 && pp[Int(pieceStarts[b - 1])].yTop > v {
                    pieceStarts[b] = pieceStarts[b - 1]
                    b -= 1
                }
                pieceStarts[b] = Int32(a)
            }
        }
        scratch.slots.reserve(7 * n)
        scratch.slotDirs.reserve(n)
        let xTop = scratch.slots.pointer
        let yTop = xTop + n
        let slope = yTop + n
        let yBot = slope + n
        let key = yBot + n
        let xa = key + n
        let xb = xa + n
        let dir = scratch.slotDirs.pointer
        var newMin = Int.max
        var newMax = -1
        var active = 0
        var nextStart = 0
        // The winding's bits that decide inside: all of them (non-zero) or the lowest (even-odd).
        let insideBits: Int32 = rule == .nonZero ? ~0 : 1
        let right = Double(bw)
        var k = 0
        while k + 1 < nb {
            let ya = breaks[k]
            let yb = breaks[k + 1]
            k += 1
            guard yb > ya else { continue }
            // Drop finished pieces (keeping the order), add starting ones at the end.
            var kept = 0
            for j in 0..<active where yBot[j] > ya {
                if kept != j {
                    xTop[kept] = xTop[j]
                    yTop[kept] = yTop[j]
                    slope[kept] = slope[j]
                    yBot[kept] = yBot[j]
                    dir[kept] = dir[j]
                }
                kept += 1
            }
            active = kept
            while nextStart < n && pieces[Int(pieceStarts[nextStart])].yTop <= ya {
                let p = pieces[Int(pieceStarts[nextStart])]
                if p.yBot > ya {
                    xTop[active] = p.xTop
                    yTop[active] = p.yTop
                    slope[active] = p.slope
                    yBot[active] = p.yBot
                    dir[active] = p.dir
                    active += 1
                }
                nextStart += 1
            }
            guard active > 0 else { continue }
            var y0 = ya
            var iterations = 0
            let maxIterations = 4 * active * active + 8
            while y0 < yb {
                // Sort by x just below the top of the sub-band (at its middle in dense rows): pieces
                // meeting at the top are then in the order they take inside the sub-band.
                let yKey = dense ? (y0 + yb) / 2 : y0 + (yb - y0) * 1e-6
                for j in 0..<active {
                    key[j] = xTop[j] + (yKey - yTop[j]) * slope[j]
                    xa[j] = xTop[j] + (y0 - yTop[j]) * slope[j]
                    xb[j] = xTop[j] + (yb - yTop[j]) * slope[j]
                }
                for a in 1..<active where key[a - 1] > key[a] {
                    let moving = (key[a], xTop[a], yTop[a], slope[a], yBot[a], xa[a], xb[a], dir[a])
                    var b = a
                    while b > 0 && key[b - 1] > moving.0 {
                        key[b] = key[b - 1]
                        xTop[b] = xTop[b - 1]
                        yTop[b] = yTop[b - 1]
                        slope[b] = slope[b - 1]
                        yBot[b] = yBot[b - 1]
                        xa[b] = xa[b - 1]
                        xb[b] = xb[b - 1]
                        dir[b] = dir[b - 1]
                        b -= 1
                    }
                    (key[b], xTop[b], yTop[b], slope[b], yBot[b], xa[b], xb[b], dir[b]) = moving
                }
                var yEnd = yb
                iterations += 1
                if !dense && iterations < maxIterations {
                    for j in 0..<(active - 1) where xb[j] > xb[j + 1] {
                        // Crossing where the x difference changes sign.
                        let d0 = xa[j + 1] - xa[j]
                        let d1 = xb[j + 1] - xb[j]
                        let yc = y0 + (yb - y0) * (d0 / (d0 - d1))
                        if yc > yKey && yc < yEnd { yEnd = yc }
                    }
                    if yEnd < yb {
                        for j in 0..<active { xb[j] = xTop[j] + (yEnd - yTop[j]) * slope[j] }
                    }
                }
                // Walk the winding and deposit the boundaries of the kept set (inside: w & insideBits
                // is not 0).
                var w: Int32 = windingLeft
                var before = w & insideBits != 0
                let h = yEnd - y0
                for j in 0..<active {
                    w &+= dir[j]
                    let after = w & insideBits != 0
                    defer { before = after }
                    if before != after {
                        // Interpolation at a crossing can land a hair outside the row's cells.
                        let (c0, c1) = Rasterizer.depositLine(
                            out, Swift.min(right, Swift.max(0, xa[j])), Swift.min(right, Swift.max(0, xb[j])),
                            after ? h : -h)
                        if c0 < newMin { newMin = c0 }
                        if c1 > newMax { newMax = c1 }
                    }
                }
                y0 = yEnd
            }
        }
        return (newMin, newMax)
    }
}

// The per-cell arithmetic of the scan converter lives in this file, beside its callers: debug builds
// (not whole-module) inline `@_transparent` functions only within their own file, and these run for
// every cell of every row. `smaller` and `larger` are `Swift.min` and `Swift.max` written out
// (`y < x ? y : x` and `y >= x ? y : x`, the same results, NaN and signed zeros included), which debug
// builds otherwise call generically.
extension Rasterizer {
    /// ⌊v⌋ for the small coordinates of the accumulation buffer, without a libm call.
    @_transparent
    static func floorInt(_ v: Double) -> Int {
        let i = Int(v)
        return Double(i) > v ? i - 1 : i
    }

    /// ⌈v⌉ for the small coordinates of the accumulation buffer, without a libm call.
    @_transparent
    static func ceilInt(_ v: Double) -> Int {
        let i = Int(v)
        return Double(i) < v ? i + 1 : i
    }

    /// ⌊v⌋ for a coordinate of the accumulation buffer (|v| < 2^51), with no range check: v + 1.5 · 2^52
    /// rounds v to an integer (at that magnitude a double's last bit is worth 1) and leaves it in the
    /// low bits of the significand, and one comparison turns the rounding into the floor. `Int(v)`
    /// checks that v is finite and in range, a dozen instructions and two branches per call; the
    /// coordinates of the accumulation buffer are clipped to it (|v| < 2^31), so the check can never
    /// fail there.
    @_transparent
    static func floorCell(_ v: Double) -> Int {
        let shifted = v + 6_755_399_441_055_744
        let i = Int(bitPattern: UInt(shifted.bitPattern)) &- 0x4338_0000_0000_0000
        // The rounded value as a double is the sum less the constant (exact): no conversion back.
        return shifted - 6_755_399_441_055_744 > v ? i &- 1 : i
    }

    /// ⌈v⌉ for a coordinate of the accumulation buffer (|v| < 2^51), with no range check.
    @_transparent
    static func ceilCell(_ v: Double) -> Int {
        let shifted = v + 6_755_399_441_055_744
        let i = Int(bitPattern: UInt(shifted.bitPattern)) &- 0x4338_0000_0000_0000
        return shifted - 6_755_399_441_055_744 < v ? i &+ 1 : i
    }

    /// 8-bit coverage from an accumulated signed area.
    @_transparent
    static func alpha(_ v: Float, _ rule: FillRule) -> UInt8 {
        // |v| by clearing the sign bit: what `abs` gives, without its generic call in debug builds.
        var a = Float(bitPattern: v.bitPattern & 0x7FFF_FFFF)
        if rule == .evenOdd {
            // a mod 2 without fmodf: with k = ⌊a / 2⌋ (truncation, as a ≥ 0; a is at most the number of
            // edges, far inside Int's range), a − 2k is exact (for k ≥ 1, 2k lies within [a / 2, a], so
            // the subtraction is exact by Sterbenz's lemma), hence equal to fmodf's remainder.
            a -= 2 * Float(Int(a * 0.5))
            if a > 1 { a = 2 - a }
        } else if a > 1 {
            a = 1
        }
        // 0 ≤ a ≤ 1 here (NaN cannot arise from finite snapped input), so u = a·255 + 0.5 lies in
        // [0.5, 255.5], and its truncation is read from its bits: u = m · 2^(e − 150) with m the 24-bit
        // significand (leading 1 included) and e the biased exponent (126...134), so ⌊u⌋ = m >> (150 − e),
        // a shift of 16...24 (24 gives 0 for u < 1). The same value as `Int32(u)`, without the
        // conversion's range checks and their branches, which cost a sixth of the per-cell work.
        let u = (a * 255 + 0.5).bitPattern
        let significand = (u & 0x7F_FFFF) | 0x80_0000
        return UInt8(truncatingIfNeeded: significand &>> (150 &- (u &>> 23)))
    }

    /// Deposits the exact area of a straight piece inside one row (x in cells, `d` signed height).
    /// Returns the first cell touched and the last cell that received a deposit.
    @_transparent
    static func depositLine(_ row: UnsafeMutablePointer<Float>, _ xA: Double, _ xB: Double, _ d: Double) -> (Int, Int) {
        // Clipped edges lie right of the row's first cell, but interpolating x inside a row can land a
        // rounding error left of it (−1e-15): that is cell 0, not cell −1, which is outside the row
        // (found by fuzzing: the write before the first row overran the buffer).
        let xa = larger(0, smaller(xA, xB))
        let xb = larger(xa, larger(xA, xB))
        let x0i = floorCell(xa)
        let x1i = larger(x0i &+ 1, ceilCell(xb))
        if x1i <= x0i &+ 1 {
            let xmf = 0.5 * (xa + xb) - Double(x0i)
            row[x0i] += Float(d * (1 - xmf))
            row[x0i &+ 1] += Float(d * xmf)
            return (x0i, x0i &+ 1)
        }
        let s = 1 / (xb - xa)
        let x0f = xa - Double(x0i)
        let a0 = 0.5 * s * (1 - x0f) * (1 - x0f)
        let x1f = xb - Double(x1i) + 1
        let am = 0.5 * s * x1f * x1f
        row[x0i] += Float(d * a0)
        if x1i == x0i &+ 2 {
            row[x0i &+ 1] += Float(d * (1 - a0 - am))
        } else {
            let a1 = s * (1.5 - x0f)
            row[x0i &+ 1] += Float(d * (a1 - a0))
            let ds = Float(d * s)
            var x = x0i &+ 2
            while x < x1i &- 1 {
                row[x] += ds
                x &+= 1
            }
            let a2 = a1 + Double(x1i &- x0i &- 3) * s
            row[x1i &- 1] += Float(d * (1 - a2 - am))
        }
        row[x1i] += Float(d * am)
        return (x0i, x1i)
    }

}

@_transparent
private func smaller(_ x: Double, _ y: Double) -> Double { y < x ? y : x }

@_transparent
private func larger(_ x: Double, _ y: Double) -> Double { y >= x ? y : x }

@_transparent
private func smaller(_ x: Int, _ y: Int) -> Int { y < x ? y : x }

@_transparent
private func larger(_ x: Int, _ y: Int) -> Int { y >= x ? y : x }
