import Foundation

/// Exact-area anti-aliased scan converter for polygons (curves are flattened before they reach it).
///
/// How it works:
/// 1. Edges are clipped to the clip box in floating point (parts above, below or right of it are
///    dropped, parts left of it are moved onto its left side, which keeps their winding), then snapped
///    to a 1/256-pixel fixed-point grid, so that 1-ulp differences in the maths that produced the
///    coordinates cannot change a pixel.
/// 2. Every edge deposits, in each pixel cell it crosses, the exact signed area it sweeps
///    (a dense accumulation buffer per band of 32 rows holding the first difference of coverage, as in
///    font-rs and Blend2D); a prefix sum along each row gives the exact box-filter coverage.
/// 3. That sum is exact wherever each pixel holds at most two winding numbers, one of them zero (or
///    both of one sign). Cells are tagged with the y-monotone chain of edges that touched them; a row
///    where two chains share a cell is checked: when its chains span the row without crossing and the
///    winding between them stays in {0, ±1} (thin strokes, rings), the sum is exact as it is.
///    Otherwise (self-intersections, overlaps, vertices of several chains) the row is redone: cut into
///    sub-bands at every edge end point and every crossing of two edges, edges sorted inside each
///    sub-band, the winding walked from left to right, and only the boundaries of the region the fill
///    rule keeps deposited, which makes its coverage exact whatever the winding. Rows with more than
///    `denseRowPieces` edge pieces are cut every 1/16 row instead of at every crossing (a crossing inside
///    such a slice misplaces two small triangles: at most about 1/64 of a pixel, 4/255).
struct Rasterizer {
    /// One clipped, snapped edge; coordinates in 1/256 px, y0 < y1.
    struct Edge: Equatable {
        var x0: Int32, y0: Int32, x1: Int32, y1: Int32
        /// +1 when the original edge went down, −1 when it went up.
        var dir: Int32
        /// Identifier of the y-monotone chain the edge belongs to.
        var chain: Int32
    }

    /// A horizontal edge strictly inside a row: it deposits nothing, but the row it lies in must be
    /// computed exactly (a chain can jump across columns there).
    struct Flat: Equatable {
        /// Row position in 1/256 px.
        var y: Int32
    }

    static let subpixel: Double = 256
    /// Largest distance, in pixels, from the origin that callers whose clip box depends on the input
    /// (`CoverageMask`, shadows) accept for the shape they clip to: half of what the fixed point holds
    /// (`fixedPointReach`), leaving room for the pixel or the blur margin their boxes add.
    static let maxClipCoordinate = 4_194_304
    /// Largest distance, in pixels, from the origin to a side of a clip box: coordinates are snapped to
    /// 1/256 px in 32-bit integers, which hold ±2^23 px, and clipping keeps every edge inside the box.
    static let fixedPointReach = 8_388_607
    static let bandHeight = 32
    /// Rows with more edge pieces than this are solved in 1/16-row slices rather than at every crossing.
    static let denseRowPieces = 24
    static let denseSlices = 16

    /// Number of edges added since `reset` (they live in `scratch.edges`: appending to an array
    /// checked its uniqueness and capacity through calls, for every edge).
    private(set) var edgeCount = 0
    private var flats: [Flat] = []
    // Clip box in whole pixels.
    private var clipX0 = 0, clipY0 = 0, clipX1 = 0, clipY1 = 0
    // Bounds of added edges in fixed point.
    private var minX = Int32.max, minY = Int32.max, maxX = Int32.min, maxY = Int32.min
    // Chain bookkeeping.
    private var chainID: Int32 = -1
    private var lastDir: Int32 = 0
    private var contourFirstDir: Int32 = 0
    private var contourFirstChain: Int32 = -1
    private var chainStartIndex = 0
    private var contourStartIndex = 0
    /// Memory reused between shapes.
    private let scratch = RasterScratch()
    /// Set by the caller when the outline is known to be simple (winding 0 or ±1 everywhere, e.g. one
    /// convex polygon or a stroke outline without overlaps): the sums are then exact in every row and
    /// the per-row checks are skipped.
    var isSimple = false
    /// Whether tall shapes find each band's edges through monotone runs of the edge list
    /// (`BandRasterizer.runs`) rather than by testing every edge; the same edges in the same order, so
    /// the same bytes (tests draw shapes both ways to show it).
    var listsBandEdgesByRuns = true

    init() {}

    /// Starts a new shape clipped to the pixel rectangle [x0, x1) × [y0, y1), which lies within
    /// ±`fixedPointReach` (beyond it the fixed-point coordinates would wrap: this traps instead).
    mutating func reset(clipX0: Int, clipY0: Int, clipX1: Int, clipY1: Int) {
        let limit = Rasterizer.fixedPointReach
        precondition(
            clipX0 >= -limit && clipY0 >= -limit && clipX1 <= limit && clipY1 <= limit,
            "clip box beyond ±\(limit) px: its caller must refuse it")
        edgeCount = 0
        flats.removeAll(keepingCapacity: true)
        self.clipX0 = clipX0
        self.clipY0 = clipY0
        self.clipX1 = clipX1
        self.clipY1 = clipY1
        minX = .max
        minY = .max
        maxX = .min
        maxY = .min
        chainID = -1
        lastDir = 0
        isSimple = false
    }

    /// How many monotone runs the last shape's bands took their edges from (0: every edge tested; for
    /// tests).
    var runsOfLastShape: Int { scratch.runsOfLastShape }

    /// Whether the accumulation buffer is all zero, as it must be between shapes (for tests).
    var accumulatorIsClear: Bool {
        // Before the first shape the buffer is not even initialised, and holds no deposit.
        guard scratch.accIsZeroed else { return true }
        let p = scratch.acc.pointer
        for i in 0..<scratch.acc.capacity where p[i] != 0 { return false }
        return true
    }

    /// The edges, flats and bounds recorded since `reset` (for tests: a polygon recorded whole and
    /// one recorded edge by edge after clipping must agree).
    var recorded: (edges: [Edge], flats: [Flat], bounds: [Int32]) {
        (
            Array(UnsafeBufferPointer(start: scratch.edges.pointer, count: edgeCount)), flats,
            [minX, minY, maxX, maxY]
        )
    }

    /// The clip box in device pixels.
    var clipRect: Rect {
        Rect(x: Double(clipX0), y: Double(clipY0), width: Double(clipX1 - clipX0), height: Double(clipY1 - clipY0))
    }

    /// Adds a closed polygon (the last point connects back to the first) in device pixels.
    mutating func addPolygon(_ pts: [Point]) {
        pts.withUnsafeBufferPointer { addPolygon($0, transform: nil) }
    }

    /// Adds a closed polygon, optionally mapping every point through `transform` first.
    ///
    /// A polygon strictly inside the clip box (the usual case) needs no clipping, and `addLine` would
    /// hand each edge to `addSnapped` as it is: each point is then snapped once, not once for each
    /// of its two edges, and the edges are recorded from the snapped points, the same values.
    mutating func addPolygon(_ pts: UnsafeBufferPointer<Point>, transform: Transform?) {
        let n = pts.count
        guard n >= 2, let first = pts.baseAddress else { return }
        beginContour()
        // The points in device pixels, each mapped once.
        var p = first
        if let t = transform {
            scratch.mapped.reserve(n)
            p = UnsafePointer(scratch.mapped.pointer)
            for i in 0..<n { scratch.mapped.pointer[i] = t.apply(first[i]) }
        }
        var left = p[0].x
        var right = left
        var top = p[0].y
        var bottom = top
        for i in 1..<n {
            left = Swift.min(left, p[i].x)
            right = Swift.max(right, p[i].x)
            top = Swift.min(top, p[i].y)
            bottom = Swift.max(bottom, p[i].y)
        }
        if left > Double(clipX0) && right < Double(clipX1) && top > Double(clipY0) && bottom < Double(clipY1) {
            scratch.snapped.reserve(2 * n)
            let fixed = scratch.snapped.pointer
            for i in 0..<n {
                fixed[2 &* i] = Rasterizer.snap(p[i].x)
                fixed[2 &* i &+ 1] = Rasterizer.snap(p[i].y)
            }
            addFixedPolyline(fixed, count: n, closed: true)
        } else {
            for i in 0..<n { addLine(p[i], p[i &+ 1 == n ? 0 : i &+ 1]) }
        }
        endContour()
    }

    private mutating func beginContour() {
        lastDir = 0
        contourStartIndex = edgeCount
        chainStartIndex = edgeCount
        contourFirstDir = 0
        contourFirstChain = -1
    }

    private mutating func endContour() {
        // The last chain continues the first one when both run in the same direction.
        if edgeCount > contourStartIndex, lastDir == contourFirstDir, chainID != contourFirstChain,
            chainStartIndex > contourStartIndex
        {
            let edges = scratch.edges.pointer
            for i in chainStartIndex..<edgeCount { edges[i].chain = contourFirstChain }
        }
    }

    /// Adds one edge in device pixels, clipping it to the clip box.
    @inline(__always)
    private mutating func addLine(_ a: Point, _ b: Point) {
        var x0 = a.x
        var y0 = a.y
        var x1 = b.x
        var y1 = b.y
        let top = Double(clipY0)
        let bottom = Double(clipY1)
        if (y0 <= top && y1 <= top) || (y0 >= bottom && y1 >= bottom) { return }
        if y0 == y1 {
            return addSnapped(
                Swift.max(Double(clipX0), Swift.min(Double(clipX1), x0)), y0,
                Swift.max(Double(clipX0), Swift.min(Double(clipX1), x1)), y1)
        }
        // Clip in y.
        if y0 < top || y1 < top || y0 > bottom || y1 > bottom {
            let dxdy = (x1 - x0) / (y1 - y0)
            if y0 < top {
                x0 += (top - y0) * dxdy
                y0 = top
            } else if y0 > bottom {
                x0 += (bottom - y0) * dxdy
                y0 = bottom
            }
            if y1 < top {
                x1 += (top - y1) * dxdy
                y1 = top
            } else if y1 > bottom {
                x1 += (bottom - y1) * dxdy
                y1 = bottom
            }
        }
        let left = Double(clipX0)
        let right = Double(clipX1)
        if x0 >= right || x1 >= right {
            // Parts right of the clip box are dropped; the winding they would have closed extends
            // coverage up to the right side, so the bounds must reach it.
            maxX = Int32(clipX1) << 8
        }
        if x0 >= right && x1 >= right { return }
        if x0 <= left && x1 <= left { return addSnapped(left, y0, left, y1) }
        if x0 >= left && x1 >= left && x0 <= right && x1 <= right { return addSnapped(x0, y0, x1, y1) }
        // Split at the left and right sides.
        let dydx = (y1 - y0) / (x1 - x0)
        var sx0 = x0
        var sy0 = y0
        var sx1 = x1
        var sy1 = y1
        if x0 < left || x1 < left {
            let yl = y0 + (left - x0) * dydx
            if x0 < left {
                addSnapped(left, y0, left, yl)
                sx0 = left
                sy0 = yl
            } else {
                sx1 = left
                sy1 = yl
            }
        }
        var tailLeft: (Double, Double)? = nil
        if x1 < left { tailLeft = (sy1, y1) }
        if sx0 > right || sx1 > right {
            let yr = y0 + (right - x0) * dydx
            if sx0 > right {
                sx0 = right
                sy0 = yr
            } else {
                sx1 = right
                sy1 = yr
            }
        }
        if sx0 <= right && sx1 <= right && !(sx0 == right && sx1 == right) {
            addSnapped(sx0, sy0, sx1, sy1)
        }
        if let t = tailLeft { addSnapped(left, t.0, left, t.1) }
    }

    /// Snaps an edge to the fixed-point grid and records it with its chain.
    @inline(__always)
    private mutating func addSnapped(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
        let edge = (Rasterizer.snap(x0), Rasterizer.snap(y0), Rasterizer.snap(x1), Rasterizer.snap(y1))
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: 4) { fixed in
            (fixed[0], fixed[1], fixed[2], fixed[3]) = edge
            addFixedPolyline(fixed.baseAddress!, count: 2, closed: false)
        }
    }

    /// Records the sides of a polyline of `n` snapped points (x, y pairs, in 1/256 px), and the side
    /// from the last point back to the first when `closed`, each with its chain; horizontal sides as
    /// flats (inside a row) or not at all. The edge list, the bounds and the chain state are locals
    /// here, written back once: stored through `self` on every edge, they were also reloaded on
    /// every edge (an edge store might have changed them), and kept in a struct of their own they
    /// were spilled (20 more instructions an edge, measured).
    private mutating func addFixedPolyline(_ fixed: UnsafeMutablePointer<Int32>, count n: Int, closed: Bool) {
        let sides = closed ? n : n - 1
        if edgeCount + sides > scratch.edges.capacity {
            scratch.edges.grow(to: edgeCount + sides, keeping: edgeCount)
        }
        let edges = scratch.edges.pointer
        var count = edgeCount
        var minX = self.minX
        var maxX = self.maxX
        var minY = self.minY
        var maxY = self.maxY
        var chainID = self.chainID
        var lastDir = self.lastDir
        var chainStartIndex = self.chainStartIndex
        var contourFirstChain = self.contourFirstChain
        var contourFirstDir = self.contourFirstDir
        for i in 0..<sides {
            let j = i &+ 1 == n ? 0 : i &+ 1
            let fx0 = fixed[2 &* i]
            let fy0 = fixed[2 &* i &+ 1]
            let fx1 = fixed[2 &* j]
            let fy1 = fixed[2 &* j &+ 1]
            if fy0 == fy1 {
                if fx0 != fx1 && (fy0 & 255) != 0 {
                    // Tagged as part of the chain it continues (or a chain of its own at a contour
                    // start).
                    if lastDir == 0 {
                        chainID &+= 1
                        lastDir = 2
                    }
                    flats.append(Flat(y: fy0))
                }
                continue
            }
            let dir: Int32 = fy1 > fy0 ? 1 : -1
            if lastDir == 2 { lastDir = dir }  // a leading horizontal edge starts the first chain
            if dir != lastDir {
                chainID &+= 1
                lastDir = dir
                chainStartIndex = count
                if contourFirstChain < 0 {
                    contourFirstChain = chainID
                    contourFirstDir = dir
                }
            } else if contourFirstChain < 0 {
                contourFirstChain = chainID
                contourFirstDir = dir
            }
            let e =
                dir > 0
                ? Edge(x0: fx0, y0: fy0, x1: fx1, y1: fy1, dir: 1, chain: chainID)
                : Edge(x0: fx1, y0: fy1, x1: fx0, y1: fy0, dir: -1, chain: chainID)
            minX = Swift.min(minX, Swift.min(fx0, fx1))
            maxX = Swift.max(maxX, Swift.max(fx0, fx1))
            minY = Swift.min(minY, e.y0)
            maxY = Swift.max(maxY, e.y1)
            edges[count] = e
            count &+= 1
        }
        edgeCount = count
        self.minX = minX
        self.maxX = maxX
        self.minY = minY
        self.maxY = maxY
        self.chainID = chainID
        self.lastDir = lastDir
        self.chainStartIndex = chainStartIndex
        self.contourFirstChain = contourFirstChain
        self.contourFirstDir = contourFirstDir
    }

    /// Scan-converts the edges added since `reset` and calls `blit` with the runs of non-zero coverage,
    /// row by row, left to right.
    func rasterize(rule: FillRule, blit: (CoverageSpan) -> Void) {
        withoutActuallyEscaping(blit) { blit in
            var sink = ClosureCoverageSink(body: blit)
            rasterize(rule: rule, into: &sink)
        }
    }

    /// Scan-converts the edges added since `reset` into `sink`, the runs of non-zero coverage row by
    /// row, left to right.
    func rasterize<Sink: CoverageSink>(rule: FillRule, into sink: inout Sink) {
        guard edgeCount > 0 else { return }
        let px0 = Swift.max(clipX0, Int(minX >> 8))
        let px1 = Swift.min(clipX1, Int((maxX + 255) >> 8))
        let py0 = Swift.max(clipY0, Int(minY >> 8))
        let py1 = Swift.min(clipY1, Int((maxY + 255) >> 8))
        guard px1 > px0, py1 > py0 else { return }
        let ep = UnsafeBufferPointer(start: scratch.edges.pointer, count: edgeCount)
        flats.withUnsafeBufferPointer { fp in
            var band = BandRasterizer(
                scratch: scratch, edges: ep, flats: fp, px0: px0, px1: px1, rule: rule, simple: isSimple,
                bandRows: Swift.min(Rasterizer.bandHeight, py1 - py0), totalRows: py1 - py0,
                runsAllowed: listsBandEdgesByRuns)
            scratch.runsOfLastShape = band.runCount
            var bandTop = py0
            while bandTop < py1 {
                let bh = Swift.min(Rasterizer.bandHeight, py1 - bandTop)
                band.run(bandTop: bandTop, rows: bh, into: &sink)
                bandTop += bh
            }
        }
    }

    // `@_transparent`: inlined into `addSnapped` in debug builds too (ARCHITECTURE.md, Habits).
    /// A clipped coordinate in 1/256 px, rounded half away from zero: `Int32(t ± 0.5)` for t = v · 256,
    /// that is ±⌊|t| + 0.5⌋ (rounding is symmetric, so |t| + 0.5 is |t ± 0.5| exactly), without the
    /// conversion's range checks (a dozen instructions and two branches, four times per edge).
    /// Clipped coordinates keep |t| far below 2^51, where adding 1.5 · 2^52 rounds |t| + 0.5 to an
    /// integer n and leaves it in the low bits; ⌊|t| + 0.5⌋ is n less the sign bit of |t| + 0.5 − n
    /// (exact: the two are within 1/2). All in integer and bit operations, no branch: whether the
    /// rounding went up is a coin toss, and as a branch it mispredicted enough to slow whole scenes
    /// by a sixth.
    @_transparent
    static func snap(_ v: Double) -> Int32 {
        let t = v * subpixel
        let a = t.magnitude + 0.5
        let shifted = a + 6_755_399_441_055_744
        let nearest = Int(bitPattern: UInt(shifted.bitPattern)) &- 0x4338_0000_0000_0000
        // n as a double is the sum less the constant (exact), cheaper than converting n back.
        let floor = nearest &- Int(truncatingIfNeeded: (a - (shifted - 6_755_399_441_055_744)).bitPattern &>> 63)
        // ±floor with t's sign bit s: (floor XOR −s) + s.
        let s = Int(truncatingIfNeeded: t.bitPattern &>> 63)
        return Int32(truncatingIfNeeded: (floor ^ (0 &- s)) &+ s)
    }
}
