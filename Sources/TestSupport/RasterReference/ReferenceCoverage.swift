import Foundation
import Raster

/// An independent coverage reference for accuracy tests: each pixel row is integrated over many
/// sub-rows (midpoint rule), and in every sub-row the inside spans are computed exactly from the
/// geometry, so horizontal coverage is exact and vertical error is O(1/subrows²).
/// It shares no code with the rasterizer (no cells, no accumulation, no fixed point).
public struct ReferenceCoverage {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Sub-rows integrated per pixel row.
    public var subrows = 256

    /// A reference for a width × height pixel grid.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// Coverage (0...1) of a set of closed polygons under a fill rule.
    public func polygons(_ contours: [[Point]], rule: FillRule) -> [Double] {
        // Bucket edges by pixel row.
        var buckets = [[(Point, Point)]](repeating: [], count: height)
        for c in contours where c.count >= 2 {
            for i in 0..<c.count {
                let a = c[i]
                let b = c[(i + 1) % c.count]
                if a.y == b.y { continue }
                let y0 = max(0, Int(min(a.y, b.y).rounded(.down)))
                let y1 = min(height - 1, Int(max(a.y, b.y).rounded(.down)))
                if y0 > y1 { continue }
                for y in y0...y1 { buckets[y].append((a, b)) }
            }
        }
        var cov = [Double](repeating: 0, count: width * height)
        var crossings: [(Double, Int)] = []
        for row in 0..<height {
            for k in 0..<subrows {
                let y = Double(row) + (Double(k) + 0.5) / Double(subrows)
                crossings.removeAll(keepingCapacity: true)
                for (a, b) in buckets[row] {
                    let (lo, hi) = a.y < b.y ? (a, b) : (b, a)
                    // Half-open rule so that shared vertices count once.
                    if y >= lo.y && y < hi.y {
                        let x = lo.x + (y - lo.y) * (hi.x - lo.x) / (hi.y - lo.y)
                        crossings.append((x, a.y < b.y ? 1 : -1))
                    }
                }
                crossings.sort { $0.0 < $1.0 }
                var w = 0
                for i in 0..<crossings.count {
                    w += crossings[i].1
                    let inside = rule == .nonZero ? w != 0 : w % 2 != 0
                    if inside && i + 1 < crossings.count {
                        addSpan(&cov, row: row, from: crossings[i].0, to: crossings[i + 1].0)
                    }
                }
            }
        }
        return cov
    }

    /// Coverage of a region given by its exact horizontal spans at any height.
    public func spans(_ spansAt: (Double) -> [(Double, Double)]) -> [Double] {
        var cov = [Double](repeating: 0, count: width * height)
        for row in 0..<height {
            for k in 0..<subrows {
                let y = Double(row) + (Double(k) + 0.5) / Double(subrows)
                for (x0, x1) in spansAt(y) where x1 > x0 { addSpan(&cov, row: row, from: x0, to: x1) }
            }
        }
        return cov
    }

    /// Coverage of a disc.
    public func disc(center c: Point, radius r: Double) -> [Double] {
        spans { y in
            let dy = y - c.y
            guard abs(dy) < r else { return [] }
            let h = (r * r - dy * dy).squareRoot()
            return [(c.x - h, c.x + h)]
        }
    }

    /// Coverage of a rounded rectangle with one corner radius.
    public func roundedRect(_ rect: Rect, radius: Double) -> [Double] {
        spans { y in
            guard y > rect.minY && y < rect.maxY else { return [] }
            var inset = 0.0
            let top = rect.minY + radius
            let bottom = rect.maxY - radius
            if y < top {
                let dy = top - y
                inset = radius - (radius * radius - dy * dy).squareRoot()
            } else if y > bottom {
                let dy = y - bottom
                inset = radius - (radius * radius - dy * dy).squareRoot()
            }
            return [(rect.minX + inset, rect.maxX - inset)]
        }
    }

    private func addSpan(_ cov: inout [Double], row: Int, from a: Double, to b: Double) {
        let x0 = max(0, a)
        let x1 = min(Double(width), b)
        guard x1 > x0 else { return }
        let weight = 1 / Double(subrows)
        let i0 = Int(x0.rounded(.down))
        let i1 = min(width - 1, Int((x1).rounded(.up)) - 1)
        guard i0 <= i1 else { return }
        for i in i0...i1 {
            let overlap = min(x1, Double(i + 1)) - max(x0, Double(i))
            if overlap > 0 { cov[row * width + i] += overlap * weight }
        }
    }
}
