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
/// 3. That sum is exact only where every pixel is crossed by at most one y-monotone chain of edges.
///    The rasterizer tags every cell with the chain that touched it; a row where two chains share a
///    cell (self-intersections, vertices of two chains, overlapping contours, thin slivers) is redone
///    exactly: the row is cut into sub-bands at every edge end point and every crossing of two edges,
///    edges are sorted inside each sub-band, the winding number is walked from left to right, and only
///    the boundaries of the region that the fill rule keeps are deposited. The coverage of those rows
///    is then the exact area of the filled set (up to floating-point rounding), whatever the winding.
final class Rasterizer {
    /// One clipped, snapped edge; coordinates in 1/256 px, y0 < y1.
    struct Edge {
        var x0: Int32, y0: Int32, x1: Int32, y1: Int32
        /// +1 when the original edge went down, −1 when it went up.
        var dir: Int32
        /// Identifier of the y-monotone chain the edge belongs to.
        var chain: Int32
    }

    /// An edge piece inside one row, used by the exact pass (x band-local, y row-local in [0, 1]).
    struct Piece {
        var xTop: Double, yTop: Double, xBot: Double, yBot: Double
        var dir: Int32
        var xa: Double = 0, xb: Double = 0, key: Double = 0
    }

    static let subpixel: Double = 256
    static let bandHeight = 32

    /// A horizontal edge strictly inside a row: it deposits nothing but separates winding regions
    /// inside the cells it crosses, so it takes part in the chain tagging.
    struct Flat {
        var x0: Int32, x1: Int32, y: Int32
        var chain: Int32
    }

    private(set) var edges: [Edge] = []
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

    // Scratch memory reused between shapes.
    private var acc = ScratchBuffer<Float>()
    private var stamps = ScratchBuffer<Int32>()
    private var alphaRow = ScratchBuffer<UInt8>()
    private var rowMin = [Int](repeating: 0, count: bandHeight)
    private var rowMax = [Int](repeating: 0, count: bandHeight)
    private var rowComplex = [Bool](repeating: false, count: bandHeight)
    private var bandEdges: [Int] = []
    private var pieces: [Piece] = []
    private var active: [Int] = []
    private var breaks: [Double] = []

    /// Number of rows that needed the exact pass since creation (for tests and benchmarks).
    private(set) var exactRowCount = 0

    init() {}

    /// Starts a new shape clipped to the pixel rectangle [x0, x1) × [y0, y1).
    func reset(clipX0: Int, clipY0: Int, clipX1: Int, clipY1: Int) {
        edges.removeAll(keepingCapacity: true)
        flats.removeAll(keepingCapacity: true)
        self.clipX0 = clipX0; self.clipY0 = clipY0; self.clipX1 = clipX1; self.clipY1 = clipY1
        minX = .max; minY = .max; maxX = .min; maxY = .min
        chainID = -1
        lastDir = 0
    }

    /// Whether no edge has been added since the last reset.
    var isEmpty: Bool { edges.isEmpty }

    /// Adds a closed polygon (the last point connects back to the first) in device pixels.
    func addPolygon(_ pts: [Point]) {
        guard pts.count >= 2 else { return }
        beginContour()
        for i in 0..<pts.count {
            addLine(pts[i], pts[i + 1 == pts.count ? 0 : i + 1])
        }
        endContour()
    }

    /// Adds a closed polygon from a buffer of points.
    func addPolygon(_ pts: UnsafeBufferPointer<Point>) {
        guard pts.count >= 2 else { return }
        beginContour()
        for i in 0..<pts.count {
            addLine(pts[i], pts[i + 1 == pts.count ? 0 : i + 1])
        }
        endContour()
    }

    private func beginContour() {
        lastDir = 0
        contourStartIndex = edges.count
        chainStartIndex = edges.count
        contourFirstDir = 0
        contourFirstChain = -1
    }

    private func endContour() {
        // The last chain continues the first one when both run in the same direction.
        if edges.count > contourStartIndex, lastDir == contourFirstDir, chainID != contourFirstChain,
            chainStartIndex > contourStartIndex
        {
            for i in chainStartIndex..<edges.count { edges[i].chain = contourFirstChain }
        }
    }

    /// Adds one edge in device pixels, clipping it to the clip box.
    @inline(__always)
    private func addLine(_ a: Point, _ b: Point) {
        var x0 = a.x, y0 = a.y, x1 = b.x, y1 = b.y
        let top = Double(clipY0), bottom = Double(clipY1)
        if y0 == y1 { return }
        if (y0 <= top && y1 <= top) || (y0 >= bottom && y1 >= bottom) { return }
        // Clip in y.
        if y0 < top || y1 < top || y0 > bottom || y1 > bottom {
            let dxdy = (x1 - x0) / (y1 - y0)
            if y0 < top { x0 += (top - y0) * dxdy; y0 = top } else if y0 > bottom { x0 += (bottom - y0) * dxdy; y0 = bottom }
            if y1 < top { x1 += (top - y1) * dxdy; y1 = top } else if y1 > bottom { x1 += (bottom - y1) * dxdy; y1 = bottom }
        }
        let left = Double(clipX0), right = Double(clipX1)
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
        var sx0 = x0, sy0 = y0, sx1 = x1, sy1 = y1
        if x0 < left || x1 < left {
            let yl = y0 + (left - x0) * dydx
            if x0 < left {
                addSnapped(left, y0, left, yl)
                sx0 = left; sy0 = yl
            } else {
                sx1 = left; sy1 = yl
            }
        }
        var tailLeft: (Double, Double)? = nil
        if x1 < left { tailLeft = (sy1, y1) }
        if sx0 > right || sx1 > right {
            let yr = y0 + (right - x0) * dydx
            if sx0 > right { sx0 = right; sy0 = yr } else { sx1 = right; sy1 = yr }
        }
        if sx0 <= right && sx1 <= right && !(sx0 == right && sx1 == right) {
            addSnapped(sx0, sy0, sx1, sy1)
        }
        if let t = tailLeft { addSnapped(left, t.0, left, t.1) }
    }

    /// Snaps an edge to the fixed-point grid and records it with its chain.
    @inline(__always)
    private func addSnapped(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
        let fy0 = Int32((y0 * Rasterizer.subpixel).rounded()), fy1 = Int32((y1 * Rasterizer.subpixel).rounded())
        let fx0 = Int32((x0 * Rasterizer.subpixel).rounded()), fx1 = Int32((x1 * Rasterizer.subpixel).rounded())
        if fy0 == fy1 {
            if fx0 != fx1 && (fy0 & 255) != 0 {
                // Tagged as part of the chain it continues (or a chain of its own at a contour start).
                if lastDir == 0 { chainID += 1; lastDir = 2 }
                flats.append(Flat(x0: Swift.min(fx0, fx1), x1: Swift.max(fx0, fx1), y: fy0, chain: chainID))
            }
            return
        }
        let dir: Int32 = fy1 > fy0 ? 1 : -1
        if lastDir == 2 { lastDir = dir }  // a leading horizontal edge starts the first chain
        if dir != lastDir {
            chainID += 1
            lastDir = dir
            chainStartIndex = edges.count
            if contourFirstChain < 0 {
                contourFirstChain = chainID
                contourFirstDir = dir
            }
        }
        let e =
            dir > 0
            ? Edge(x0: fx0, y0: fy0, x1: fx1, y1: fy1, dir: 1, chain: chainID)
            : Edge(x0: fx1, y0: fy1, x1: fx0, y1: fy0, dir: -1, chain: chainID)
        minX = Swift.min(minX, Swift.min(fx0, fx1)); maxX = Swift.max(maxX, Swift.max(fx0, fx1))
        minY = Swift.min(minY, e.y0); maxY = Swift.max(maxY, e.y1)
        edges.append(e)
    }

    /// Scan-converts the edges added since `reset` and calls `blit` once per row that has coverage,
    /// with the row's y, the x of its first pixel and the 8-bit coverage of its pixels.
    func rasterize(rule: FillRule, blit: (_ y: Int, _ x: Int, _ coverage: UnsafeBufferPointer<UInt8>) -> Void) {
        guard !edges.isEmpty else { return }
        let px0 = Swift.max(clipX0, Int(minX >> 8))
        let px1 = Swift.min(clipX1, Int((maxX + 255) >> 8))
        let py0 = Swift.max(clipY0, Int(minY >> 8))
        let py1 = Swift.min(clipY1, Int((maxY + 255) >> 8))
        guard px1 > px0, py1 > py0 else { return }
        let bw = px1 - px0
        let stride = bw + 2
        let bandRows = Swift.min(Rasterizer.bandHeight, py1 - py0)
        acc.reserve(stride * bandRows)
        stamps.reserve(stride * bandRows)
        alphaRow.reserve(stride)
        let accP = acc.pointer, stampP = stamps.pointer, alphaP = alphaRow.pointer
        accP.initialize(repeating: 0, count: stride * bandRows)
        let ox = Double(px0)

        var bandTop = py0
        while bandTop < py1 {
            let bh = Swift.min(Rasterizer.bandHeight, py1 - bandTop)
            stampP.initialize(repeating: -1, count: stride * bh)
            for r in 0..<bh { rowMin[r] = Int.max; rowMax[r] = -1; rowComplex[r] = false }
            let bandTopFixed = Int32(bandTop) << 8, bandBotFixed = Int32(bandTop + bh) << 8
            bandEdges.removeAll(keepingCapacity: true)
            for i in edges.indices where edges[i].y1 > bandTopFixed && edges[i].y0 < bandBotFixed {
                bandEdges.append(i)
            }
            // 1. Raw accumulation, with chain tagging.
            for i in bandEdges {
                depositEdge(edges[i], bandTop: bandTop, bh: bh, ox: ox, stride: stride, accP: accP, stampP: stampP)
            }
            for f in flats where f.y > bandTopFixed && f.y < bandBotFixed {
                let r = Int(f.y >> 8) - bandTop
                if rowComplex[r] { continue }
                let st = stampP + r * stride
                let c0 = Swift.max(0, Int(f.x0 >> 8) - px0), c1 = Swift.min(bw - 1, Int((f.x1 + 255) >> 8) - 1 - px0)
                var c = c0
                while c <= c1 {
                    let t = st[c]
                    if t != f.chain {
                        if t >= 0 { rowComplex[r] = true; break }
                        st[c] = f.chain
                    }
                    c += 1
                }
            }
            // 2. Exact pass for rows where chains meet inside a cell.
            for r in 0..<bh where rowComplex[r] {
                exactRow(r, bandTop: bandTop, ox: ox, stride: stride, rule: rule, accP: accP)
            }
            // 3. Prefix sums to coverage, then blit.
            for r in 0..<bh {
                guard rowMax[r] >= 0 else { continue }
                let row = accP + r * stride
                let start = Swift.max(0, rowMin[r])
                var sum: Float = 0
                var last = Swift.min(bw - 1, rowMax[r])
                var x = start
                while x <= last {
                    sum += row[x]
                    row[x] = 0
                    alphaP[x - start] = Rasterizer.alpha(sum, rule)
                    x += 1
                }
                // Beyond the last touched cell the coverage is constant.
                var tail = last + 1
                while tail <= Swift.min(bw, rowMax[r] + 1) { sum += row[tail]; row[tail] = 0; tail += 1 }
                let constant = Rasterizer.alpha(sum, rule)
                if constant != 0 && last < bw - 1 {
                    (alphaP + (last + 1 - start)).initialize(repeating: constant, count: bw - 1 - last)
                    last = bw - 1
                }
                var end = last
                while end >= start && alphaP[end - start] == 0 { end -= 1 }
                var begin = start
                while begin <= end && alphaP[begin - start] == 0 { begin += 1 }
                if begin <= end {
                    blit(bandTop + r, px0 + begin, UnsafeBufferPointer(start: alphaP + (begin - start), count: end - begin + 1))
                }
            }
            bandTop += bh
        }
    }

    /// 8-bit coverage from an accumulated signed area.
    @inline(__always)
    static func alpha(_ v: Float, _ rule: FillRule) -> UInt8 {
        var a = Swift.abs(v)
        if rule == .evenOdd {
            a = a.truncatingRemainder(dividingBy: 2)
            if a > 1 { a = 2 - a }
        } else if a > 1 {
            a = 1
        }
        return UInt8(a * 255 + 0.5)
    }

    /// Deposits one edge into every row of the band it crosses.
    @inline(__always)
    private func depositEdge(
        _ e: Edge, bandTop: Int, bh: Int, ox: Double, stride: Int,
        accP: UnsafeMutablePointer<Float>, stampP: UnsafeMutablePointer<Int32>
    ) {
        let s = Rasterizer.subpixel
        let fy0 = Double(e.y0) / s, fy1 = Double(e.y1) / s
        let fx0 = Double(e.x0) / s - ox, fx1 = Double(e.x1) / s - ox
        let slope = (fx1 - fx0) / (fy1 - fy0)
        let rStart = Swift.max(Int(e.y0 >> 8), bandTop) - bandTop
        let rEnd = Swift.min(Int((e.y1 + 255) >> 8), bandTop + bh) - bandTop
        let dir = Double(e.dir)
        var r = rStart
        while r < rEnd {
            let rowY = Double(bandTop + r)
            let yTop = Swift.max(fy0, rowY), yBot = Swift.min(fy1, rowY + 1)
            if yBot > yTop {
                let xTop = fx0 + (yTop - fy0) * slope, xBot = fx0 + (yBot - fy0) * slope
                let (c0, c1) = depositLine(
                    row: accP + r * stride, xTop, xBot, (yBot - yTop) * dir)
                if c0 < rowMin[r] { rowMin[r] = c0 }
                if c1 > rowMax[r] { rowMax[r] = c1 }
                // Tag the touched cells with the chain; two chains in one cell make the row complex.
                if !rowComplex[r] {
                    let st = stampP + r * stride
                    var c = c0
                    let last = Swift.max(c0, c1 - 1)
                    while c <= last {
                        let t = st[c]
                        if t != e.chain {
                            if t >= 0 { rowComplex[r] = true; break }
                            st[c] = e.chain
                        }
                        c += 1
                    }
                }
            }
            r += 1
        }
    }

    /// Deposits the exact area of a straight piece inside one row (x in cells, `d` signed height).
    /// Returns the first cell touched and the last cell that received a deposit.
    @inline(__always)
    private func depositLine(row: UnsafeMutablePointer<Float>, _ xA: Double, _ xB: Double, _ d: Double) -> (Int, Int) {
        let xa = Swift.min(xA, xB), xb = Swift.max(xA, xB)
        let x0i = Int(xa.rounded(.down))
        let x1i = Swift.max(x0i + 1, Int(xb.rounded(.up)))
        if x1i <= x0i + 1 {
            let xmf = 0.5 * (xa + xb) - Double(x0i)
            row[x0i] += Float(d * (1 - xmf))
            row[x0i + 1] += Float(d * xmf)
            return (x0i, x0i + 1)
        }
        let s = 1 / (xb - xa)
        let x0f = xa - Double(x0i)
        let a0 = 0.5 * s * (1 - x0f) * (1 - x0f)
        let x1f = xb - Double(x1i) + 1
        let am = 0.5 * s * x1f * x1f
        row[x0i] += Float(d * a0)
        if x1i == x0i + 2 {
            row[x0i + 1] += Float(d * (1 - a0 - am))
        } else {
            let a1 = s * (1.5 - x0f)
            row[x0i + 1] += Float(d * (a1 - a0))
            let ds = Float(d * s)
            var x = x0i + 2
            while x < x1i - 1 { row[x] += ds; x += 1 }
            let a2 = a1 + Double(x1i - x0i - 3) * s
            row[x1i - 1] += Float(d * (1 - a2 - am))
        }
        row[x1i] += Float(d * am)
        return (x0i, x1i)
    }

    /// Recomputes one row exactly: sub-bands between edge end points and crossings, winding walked
    /// per sub-band, and only the boundaries of the filled set deposited.
    private func exactRow(
        _ r: Int, bandTop: Int, ox: Double, stride: Int, rule: FillRule, accP: UnsafeMutablePointer<Float>
    ) {
        exactRowCount += 1
        let row = accP + r * stride
        // Clear what the raw pass deposited.
        let lo = Swift.max(0, rowMin[r]), hi = rowMax[r]
        if hi >= lo { (row + lo).update(repeating: 0, count: hi - lo + 1) }
        // Gather the pieces of every edge crossing the row.
        pieces.removeAll(keepingCapacity: true)
        breaks.removeAll(keepingCapacity: true)
        let s = Rasterizer.subpixel
        let rowY = Double(bandTop + r)
        let rowTopFixed = Int32(bandTop + r) << 8, rowBotFixed = rowTopFixed + 256
        for i in bandEdges {
            let e = edges[i]
            guard e.y1 > rowTopFixed && e.y0 < rowBotFixed else { continue }
            let fy0 = Double(e.y0) / s, fy1 = Double(e.y1) / s
            let fx0 = Double(e.x0) / s - ox, fx1 = Double(e.x1) / s - ox
            let slope = (fx1 - fx0) / (fy1 - fy0)
            let yTop = Swift.max(fy0, rowY), yBot = Swift.min(fy1, rowY + 1)
            guard yBot > yTop else { continue }
            pieces.append(
                Piece(
                    xTop: fx0 + (yTop - fy0) * slope, yTop: yTop - rowY,
                    xBot: fx0 + (yBot - fy0) * slope, yBot: yBot - rowY, dir: e.dir))
            breaks.append(yTop - rowY)
            breaks.append(yBot - rowY)
        }
        breaks.append(0)
        breaks.append(1)
        breaks.sort()
        var newMin = Int.max, newMax = -1
        var k = 0
        while k + 1 < breaks.count {
            var ya = breaks[k]
            let yb = breaks[k + 1]
            k += 1
            guard yb > ya else { continue }
            active.removeAll(keepingCapacity: true)
            for i in pieces.indices where pieces[i].yTop <= ya && pieces[i].yBot >= yb {
                active.append(i)
            }
            guard !active.isEmpty else { continue }
            // Split the sub-band at crossings, earliest first (the earliest crossing is always
            // between neighbours in the order at the top of the sub-band).
            var guardCount = 0
            while ya < yb {
                var yEnd = yb
                // Sort by x just below the top of the sub-band: pieces that meet at the top (a shared
                // vertex, or the crossing that ended the previous sub-band) are then in the order they
                // take inside the sub-band, whatever the rounding of their x at the top.
                let yKey = ya + (yb - ya) * 1e-6
                for i in active {
                    let p = pieces[i]
                    let slope = (p.xBot - p.xTop) / (p.yBot - p.yTop)
                    pieces[i].xa = p.xTop + (ya - p.yTop) * slope
                    pieces[i].xb = p.xTop + (yb - p.yTop) * slope
                    pieces[i].key = p.xTop + (yKey - p.yTop) * slope
                }
                active.sort { a, b in pieces[a].key < pieces[b].key }
                guardCount += 1
                if guardCount < 4 * active.count * active.count + 8 {
                    for j in 0..<(active.count - 1) {
                        let p = pieces[active[j]], q = pieces[active[j + 1]]
                        if p.xb > q.xb {
                            // Crossing where the x difference changes sign.
                            let d0 = q.xa - p.xa, d1 = q.xb - p.xb
                            let t = d0 / (d0 - d1)
                            let yc = ya + (yb - ya) * t
                            if yc > yKey && yc < yEnd { yEnd = yc }
                        }
                    }
                }
                if yEnd < yb {
                    for i in active {
                        let p = pieces[i]
                        let slope = (p.xBot - p.xTop) / (p.yBot - p.yTop)
                        pieces[i].xb = p.xTop + (yEnd - p.yTop) * slope
                    }
                }
                // Walk the winding and deposit the boundaries of the kept set.
                var w: Int32 = 0
                let h = yEnd - ya
                for i in active {
                    let p = pieces[i]
                    let before = w
                    w += p.dir
                    let inBefore = rule == .nonZero ? before != 0 : (before & 1) != 0
                    let inAfter = rule == .nonZero ? w != 0 : (w & 1) != 0
                    if inBefore != inAfter {
                        let (c0, c1) = depositLine(row: row, p.xa, p.xb, inAfter ? h : -h)
                        if c0 < newMin { newMin = c0 }
                        if c1 > newMax { newMax = c1 }
                    }
                }
                ya = yEnd
            }
        }
        rowMin[r] = newMin
        rowMax[r] = newMax
    }
}
