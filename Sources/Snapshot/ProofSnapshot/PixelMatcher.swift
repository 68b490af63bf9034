/// The per-pixel rule of image comparison, shared by the statistics and the difference image.
///
/// With `perceptualPrecision` 1 a pixel matches only when its four premultiplied RGBA bytes are
/// equal. Below 1 it also matches when both pixels, composited over white, are at most
/// (1 − perceptualPrecision) × 100 apart in CIE ΔE*94, the expected pixel being the reference.
struct PixelMatcher {
    /// How a pair of pixels compares.
    enum Match {
        /// All four bytes are equal.
        case equal
        /// The bytes differ but the colours are within the ΔE*94 threshold.
        case tolerated
        /// The pixels do not match.
        case failing
    }

    /// The largest ΔE*94 that still matches, or nil when only equal bytes match.
    let threshold: Double?

    /// A matcher for a `perceptualPrecision` in 0...1.
    init(perceptualPrecision: Float) {
        let precision = perceptualPrecision.decimalValue
        threshold = precision >= 1 ? nil : (1 - precision) * 100 + 1e-9
    }

    /// ΔE*94 of two premultiplied pixels (expected first), each composited over white.
    static func deltaE(_ e: (UInt8, UInt8, UInt8, UInt8), _ a: (UInt8, UInt8, UInt8, UInt8)) -> Double {
        LabColor.deltaE94(
            reference: LabColor(premultipliedRed: e.0, green: e.1, blue: e.2, alpha: e.3),
            sample: LabColor(premultipliedRed: a.0, green: a.1, blue: a.2, alpha: a.3))
    }

    /// Classifies two pixels already known to differ in some byte, given their ΔE*94.
    func classifyDiffering(deltaE: Double) -> Match {
        guard let threshold else { return .failing }
        return deltaE <= threshold ? .tolerated : .failing
    }
}
