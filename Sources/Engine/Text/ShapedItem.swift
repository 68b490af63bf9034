import Raster

/// Glyphs HarfBuzz chose for one item (one face, size, direction, script and attribute run).
struct ShapedItem {
    /// Scalar offsets in the whole text.
    var range: Range<Int>
    /// Bidi level (odd = right to left).
    var level: UInt8
    var face: FontFace
    /// The face the attributes ask for; `face` differs when a fallback has the characters.
    var baseFace: FontFace
    var attributes: TextAttributes
    /// Glyphs in visual order.
    var glyphs: [UInt32] = []
    /// Scalar offset (in the whole text) of each glyph's cluster.
    var clusters: [Int] = []
    /// Advances in points, letter spacing included.
    var advances: [Double] = []
    /// Offsets in points (x right, y up).
    var offsets: [Point] = []

    /// Whether `clusters` never fall (left to right) or never rise (right to left); set by
    /// `noteClusterOrder()` once the glyphs are in.
    private(set) var clustersAreMonotone = false

    /// Records whether the clusters are monotone, so that `glyphBounds(of:)` may search them.
    mutating func noteClusterOrder() {
        guard let first = clusters.first, let last = clusters.last else { return }
        clustersAreMonotone = true
        if first <= last {
            for g in 1..<clusters.count where clusters[g] < clusters[g - 1] {
                clustersAreMonotone = false
                return
            }
        } else {
            for g in 1..<clusters.count where clusters[g] > clusters[g - 1] {
                clustersAreMonotone = false
                return
            }
        }
    }

    /// The first and last glyph whose cluster lies in `scalars`, or nil when none does.
    ///
    /// HarfBuzz's clusters are monotone in buffer order (rising for left-to-right items, falling for
    /// right-to-left ones), so the glyphs of a scalar range are contiguous and found by binary search:
    /// a paragraph of thousands of lines no longer scans its whole item once per line. Clusters that
    /// are not monotone (never seen, but not promised for every font) take the full scan.
    func glyphBounds(of scalars: Range<Int>) -> ClosedRange<Int>? {
        guard let first = clusters.first, let last = clusters.last else { return nil }
        guard clustersAreMonotone else {
            var lo = Int.max
            var hi = -1
            for (g, c) in clusters.enumerated() where scalars.contains(c) {
                lo = Swift.min(lo, g)
                hi = Swift.max(hi, g)
            }
            return hi >= lo ? lo...hi : nil
        }
        // The first glyph for which `isPast` holds; `isPast` is false, then true, along the glyphs.
        func firstIndex(where isPast: (Int) -> Bool) -> Int {
            var low = 0
            var high = clusters.count
            while low < high {
                let middle = (low + high) / 2
                if isPast(clusters[middle]) { high = middle } else { low = middle + 1 }
            }
            return low
        }
        let rising = first <= last
        let lo = rising ? firstIndex { $0 >= scalars.lowerBound } : firstIndex { $0 < scalars.upperBound }
        let end = rising ? firstIndex { $0 >= scalars.upperBound } : firstIndex { $0 < scalars.lowerBound }
        return end > lo ? lo...(end - 1) : nil
    }
}
