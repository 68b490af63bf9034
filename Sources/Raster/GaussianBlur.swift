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
    func apply(to mask: inout [UInt8], width: Int, height: Int) {
        let wins = windows
        guard !wins.isEmpty else { return }
        var line = [Int32](repeating: 0, count: Swift.max(width, height))
        var out = [Int32](repeating: 0, count: Swift.max(width, height))
        mask.withUnsafeMutableBufferPointer { m in
            for y in 0..<height {
                for x in 0..<width { line[x] = Int32(m[y * width + x]) }
                for (l, r) in wins { box(&line, &out, count: width, left: l, right: r); swap(&line, &out) }
                for x in 0..<width { m[y * width + x] = UInt8(line[x]) }
            }
            for x in 0..<width {
                for y in 0..<height { line[y] = Int32(m[y * width + x]) }
                for (l, r) in wins { box(&line, &out, count: height, left: l, right: r); swap(&line, &out) }
                for y in 0..<height { m[y * width + x] = UInt8(line[y]) }
            }
        }
    }

    /// One running-sum box pass: out[i] = round(mean of src[i − left ... i + right]).
    private func box(_ src: inout [Int32], _ out: inout [Int32], count n: Int, left: Int, right: Int) {
        let d = Int32(left + right + 1)
        src.withUnsafeBufferPointer { s in
            out.withUnsafeMutableBufferPointer { o in
                var sum: Int32 = 0
                // Window for i = 0 is [−left, right].
                for k in 0...Swift.min(right, n - 1) { sum += s[k] }
                for i in 0..<n {
                    o[i] = (sum + d / 2) / d
                    let add = i + right + 1, remove = i - left
                    if add < n { sum += s[add] }
                    if remove >= 0 { sum -= s[remove] }
                }
            }
        }
    }
}
