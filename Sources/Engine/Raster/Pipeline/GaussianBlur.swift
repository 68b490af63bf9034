import Foundation

/// Approximate Gaussian blur of an 8-bit mask by three box blurs per axis: linear time per pixel
/// whatever σ, integer arithmetic (deterministic), box widths from the W3C filter-effects formula
/// d = ⌊σ·3·√(2π)/4 + 0.5⌋ (odd d: three centred boxes; even d: two boxes of d offset by half a
/// pixel either way and one of d + 1).
struct GaussianBlur {
    let sigma: Double

    /// Box windows as (left reach, right reach) pairs.
    var windows: [(Int, Int)] {
        let d = Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
        guard d > 1 else { return [] }
        if d % 2 == 1 {
            let r = (d - 1) / 2
            return [(r, r), (r, r), (r, r)]
        }
        return [(d / 2, d / 2 - 1), (d / 2 - 1, d / 2), (d / 2, d / 2)]
    }

    /// Blurs `mask` (row-major, `width × height`) in place; values outside the mask count as zero.
    /// `sweeping` (the default) runs the passes of windows up to 256 samples along whole rows at once
    /// (`sweepColumns`); false runs every pass one row or column at a time (`box`), as wider windows
    /// always do. Both give the same bytes (`GaussianBlurTests`).
    func apply(to mask: inout [UInt8], width: Int, height: Int, sweeping: Bool = true) {
        let wins = windows
        guard !wins.isEmpty else { return }
        let n = Swift.max(width, height)
        // `Int` samples: the box arithmetic then needs no conversion (a generic call in debug builds).
        let a = UnsafeMutablePointer<Int>.allocate(capacity: n)
        let b = UnsafeMutablePointer<Int>.allocate(capacity: n)
        defer {
            a.deallocate()
            b.deallocate()
        }
        // The windows as plain integers, and `while` loops: debug builds iterate ranges and arrays of
        // tuples slowly (generic iterators, tuple metadata), and a shadow blurs every row and column.
        let count = wins.count
        let lefts = UnsafeMutablePointer<Int>.allocate(capacity: count)
        let rights = UnsafeMutablePointer<Int>.allocate(capacity: count)
        defer {
            lefts.deallocate()
            rights.deallocate()
        }
        for (index, window) in wins.enumerated() {
            lefts[index] = window.0
            rights[index] = window.1
        }
        mask.withUnsafeMutableBufferPointer { m in
            // Rows first, then columns (each pass rounds, so the order is part of the result): the
            // rows as the columns of the transposed mask, both through `sweepColumns`.
            var widest = 0
            for pass in 0..<count { widest = Swift.max(widest, lefts[pass] + rights[pass] + 1) }
            if sweeping && widest <= GaussianBlur.widestSweep {
                let base = m.baseAddress!
                let transposed = UnsafeMutablePointer<UInt8>.allocate(capacity: width * height)
                defer { transposed.deallocate() }
                for y in 0..<height {
                    for x in 0..<width { transposed[x * height + y] = base[y * width + x] }
                }
                GaussianBlur.sweepColumns(transposed, width: height, height: width, lefts, rights, count)
                for x in 0..<width {
                    for y in 0..<height { base[y * width + x] = transposed[x * height + y] }
                }
                GaussianBlur.sweepColumns(base, width: width, height: height, lefts, rights, count)
                return
            }
            var y = 0
            while y < height {
                let row = m.baseAddress! + y * width
                var x = 0
                while x < width {
                    a[x] = Int(row[x])
                    x += 1
                }
                var src = a
                var dst = b
                var pass = 0
                while pass < count {
                    GaussianBlur.box(src, dst, count: width, left: lefts[pass], right: rights[pass])
                    swap(&src, &dst)
                    pass += 1
                }
                x = 0
                while x < width {
                    row[x] = UInt8(src[x])
                    x += 1
                }
                y += 1
            }
            var x = 0
            while x < width {
                let col = m.baseAddress! + x
                y = 0
                while y < height {
                    a[y] = Int(col[y * width])
                    y += 1
                }
                var src = a
                var dst = b
                var pass = 0
                while pass < count {
                    GaussianBlur.box(src, dst, count: height, left: lefts[pass], right: rights[pass])
                    swap(&src, &dst)
                    pass += 1
                }
                y = 0
                while y < height {
                    col[y * width] = UInt8(src[y])
                    y += 1
                }
                x += 1
            }
        }
    }

    /// Widest window `sweepColumns` divides exactly: 255·d + d/2 stays below 2¹⁶.
    static let widestSweep = 256

    /// The passes down every column at once, row after row: the same running sums and the same
    /// rounding as `box` down each column, but every step is a loop along a row, which the compiler
    /// turns into vector code, instead of one chain of additions per column through memory a row
    /// apart (the chain bounded the blur). The division by the window is a 32-bit multiply here
    /// (M = ⌈2³²/d⌉: ⌊x·M/2³²⌋ = ⌊x/d⌋ for x < 2¹⁶), for windows up to `widestSweep` samples.
    private static func sweepColumns(
        _ m: UnsafeMutablePointer<UInt8>, width: Int, height: Int, _ lefts: UnsafeMutablePointer<Int>,
        _ rights: UnsafeMutablePointer<Int>, _ count: Int
    ) {
        let plane = width * height
        // Cache-line aligned: the row loops are vectorised, and with malloc's 16-byte alignment their
        // speed (and their peeled iterations) changed with wherever the heap placed the planes, by up
        // to 8 % of a shadow from one build to the next.
        func plane32(_ count: Int) -> UnsafeMutablePointer<UInt32> {
            UnsafeMutableRawPointer.allocate(byteCount: count * 4, alignment: 64).bindMemory(
                to: UInt32.self, capacity: count)
        }
        var src = plane32(plane)
        var dst = plane32(plane)
        let sums = plane32(width)
        defer {
            src.deallocate()
            dst.deallocate()
            sums.deallocate()
        }
        for i in 0..<plane { src[i] = UInt32(m[i]) }
        for pass in 0..<count {
            let left = lefts[pass]
            let right = rights[pass]
            let d = left + right + 1
            let magic = UInt64((1 << 32 + d - 1) / d)
            let half = UInt32(d / 2)
            // Sums of rows 0...right (clipped to the mask) for the first output row.
            MemoryFill.zero(sums, count: width)
            var k = 0
            while k <= Swift.min(right, height - 1) {
                let row = src + k * width
                for x in 0..<width { sums[x] &+= row[x] }
                k += 1
            }
            for y in 0..<height {
                let out = dst + y * width
                for x in 0..<width { out[x] = UInt32(truncatingIfNeeded: (UInt64(sums[x] &+ half) &* magic) >> 32) }
                if y + right + 1 < height {
                    let entering = src + (y + right + 1) * width
                    for x in 0..<width { sums[x] &+= entering[x] }
                }
                if y >= left {
                    let leaving = src + (y - left) * width
                    for x in 0..<width { sums[x] &-= leaving[x] }
                }
            }
            swap(&src, &dst)
        }
        for i in 0..<plane { m[i] = UInt8(truncatingIfNeeded: src[i]) }
    }

    /// One running-sum box pass: out[i] = round(mean of src[i − left ... i + right]).
    @inline(__always)
    private static func box(
        _ s: UnsafeMutablePointer<Int>, _ o: UnsafeMutablePointer<Int>, count n: Int, left: Int, right: Int
    ) {
        let d = left + right + 1
        // Division by d as a multiply: with M = ⌈2⁴⁰/d⌉, (x·M) >> 40 = ⌊x/d⌋ exactly for x < 2²⁴
        // (the error x·(M·d − 2⁴⁰)/(d·2⁴⁰) stays below 1/d); here x ≤ 255·d + d/2, so x·M < 2⁴⁹.
        let magic = (1 << 40 + d - 1) / d
        var sum = 0
        let half = d / 2
        // Window for i = 0 is [−left, right]. `while` loops: range iteration is slow in debug builds.
        var k = 0
        let last = right < n - 1 ? right : n - 1
        // Wrapping operators: the bounds above rule out overflow, and the checks were a third of
        // the loop's instructions.
        while k <= last {
            sum &+= s[k]
            k &+= 1
        }
        // Sample i + right + 1 enters the window while i < addEnd; sample i − left leaves it from
        // i = left on. Four branch-free stretches: entering only, both (or neither), leaving only.
        let addEnd = n &- right &- 1
        var i = 0
        let firstEnd = Swift.min(n, Swift.min(addEnd, left))
        while i < firstEnd {
            o[i] = ((sum &+ half) &* magic) >> 40
            sum &+= s[i &+ right &+ 1]
            i &+= 1
        }
        if left <= addEnd {
            let bothEnd = Swift.min(n, addEnd)
            while i < bothEnd {
                o[i] = ((sum &+ half) &* magic) >> 40
                sum &+= s[i &+ right &+ 1]
                sum &-= s[i &- left]
                i &+= 1
            }
        } else {
            let neitherEnd = Swift.min(n, left)
            while i < neitherEnd {
                o[i] = ((sum &+ half) &* magic) >> 40
                i &+= 1
            }
        }
        while i < n {
            o[i] = ((sum &+ half) &* magic) >> 40
            sum &-= s[i &- left]
            i &+= 1
        }
    }
}
