import Raster

/// Pixel statistics of a reference bitmap against a new one, and the pass/fail rule of the
/// `.image` strategy.
///
/// Pixels are compared where the two bitmaps overlap, byte by byte on the stored premultiplied
/// RGBA, and, below `perceptualPrecision` 1, by CIE ΔE*94 after compositing over white (see
/// `LabColor`). Bitmaps of different sizes never pass.
public struct ImageComparison: Hashable, Sendable {
    /// Reference width in pixels.
    public let expectedWidth: Int
    /// Reference height in pixels.
    public let expectedHeight: Int
    /// New width in pixels.
    public let actualWidth: Int
    /// New height in pixels.
    public let actualHeight: Int
    /// The perceptual precision the pixels were classified with.
    public let perceptualPrecision: Float
    /// Pixels compared: the overlap of the two bitmaps.
    public let comparedPixelCount: Int
    /// Compared pixels whose bytes differ at all.
    public let differingPixelCount: Int
    /// The bounding box of the differing pixels, or nil when none differ.
    public let differingBounds: PixelRect?
    /// The largest difference of one premultiplied channel (R, G, B or A) over all pixels, 0...255.
    public let maxChannelDifference: Int
    /// The largest ΔE*94 between composited pixels (expected as reference); 0 when none differ.
    public let maxDeltaE94: Double
    /// Differing pixels that do not match under `perceptualPrecision` (all differing pixels at 1).
    public let failingPixelCount: Int
    /// The bounding box of the failing pixels, or nil when none fail.
    public let failingBounds: PixelRect?

    /// Whether both bitmaps have the same size.
    public var sizesMatch: Bool {
        expectedWidth == actualWidth && expectedHeight == actualHeight
    }

    /// Compares `actual` with the reference `expected`. `perceptualPrecision` must be in 0...1
    /// (see `validate(precision:perceptualPrecision:)`).
    public init(expected: Bitmap, actual: Bitmap, perceptualPrecision: Float = 1) {
        expectedWidth = expected.width
        expectedHeight = expected.height
        actualWidth = actual.width
        actualHeight = actual.height
        self.perceptualPrecision = perceptualPrecision
        let width = min(expected.width, actual.width)
        let height = min(expected.height, actual.height)
        comparedPixelCount = width * height

        let matcher = PixelMatcher(perceptualPrecision: perceptualPrecision)
        var differing = 0
        var failing = 0
        var maxChannel = 0
        var maxDeltaE = 0.0
        var differingBox = BoundsAccumulator()
        var failingBox = BoundsAccumulator()
        expected.pixels.withUnsafeBufferPointer { e in
            actual.pixels.withUnsafeBufferPointer { a in
                for y in 0..<height {
                    var i = y * expected.width * 4
                    var j = y * actual.width * 4
                    for x in 0..<width {
                        defer {
                            i += 4
                            j += 4
                        }
                        if e[i] == a[j], e[i + 1] == a[j + 1], e[i + 2] == a[j + 2], e[i + 3] == a[j + 3] { continue }
                        differing += 1
                        differingBox.include(x: x, y: y)
                        for k in 0..<4 { maxChannel = max(maxChannel, abs(Int(e[i + k]) - Int(a[j + k]))) }
                        let deltaE = PixelMatcher.deltaE(
                            (e[i], e[i + 1], e[i + 2], e[i + 3]), (a[j], a[j + 1], a[j + 2], a[j + 3]))
                        maxDeltaE = max(maxDeltaE, deltaE)
                        if matcher.classifyDiffering(deltaE: deltaE) == .failing {
                            failing += 1
                            failingBox.include(x: x, y: y)
                        }
                    }
                }
            }
        }
        differingPixelCount = differing
        differingBounds = differingBox.rect
        maxChannelDifference = maxChannel
        maxDeltaE94 = maxDeltaE
        failingPixelCount = failing
        failingBounds = failingBox.rect
    }

    /// The most failing pixels `precision` (the fraction of pixels that must match, 0...1) allows:
    /// ⌊(1 − precision) × pixels⌋, with `precision` taken as the decimal that was written.
    public func allowedFailingPixels(precision: Float) -> Int {
        let required = Int((precision.decimalValue * Double(comparedPixelCount) - 1e-6).rounded(.up))
        return max(0, comparedPixelCount - max(0, required))
    }

    /// Whether the sizes match and at most `allowedFailingPixels(precision:)` pixels fail.
    public func passes(precision: Float) -> Bool {
        sizesMatch && failingPixelCount <= allowedFailingPixels(precision: precision)
    }

    /// Why the comparison fails at `precision`, or nil when it passes.
    public func failureMessage(precision: Float) -> String? {
        guard !passes(precision: precision) else { return nil }
        var lines: [String] = []
        if !sizesMatch {
            lines.append(
                "Image sizes differ: the reference is \(expectedWidth)×\(expectedHeight) px, "
                    + "the new image is \(actualWidth)×\(actualHeight) px.")
        }
        let overlap =
            sizesMatch
            ? "" : "In the overlapping \(min(expectedWidth, actualWidth))×\(min(expectedHeight, actualHeight)) px, "
        if let differingBounds {
            let share = String.fixed(100 * Double(differingPixelCount) / Double(comparedPixelCount), 2)
            lines.append(
                overlap + "\(differingPixelCount) of \(comparedPixelCount) pixels differ (\(share) %), "
                    + "max channel difference \(maxChannelDifference), max ΔE94 \(String.fixed(maxDeltaE94, 2)), "
                    + "in \(differingBounds).")
        } else {
            lines.append(overlap + "no pixel differs.")
        }
        if sizesMatch {
            let threshold = String.fixed((1 - perceptualPrecision.decimalValue) * 100, 2)
            if perceptualPrecision.decimalValue < 1 {
                let box = failingBounds.map { ", in \($0)" } ?? ""
                lines.append(
                    "\(failingPixelCount) of them exceed ΔE94 \(threshold) "
                        + "(perceptualPrecision \(perceptualPrecision))\(box).")
            }
            let allowed = allowedFailingPixels(precision: precision)
            lines.append(
                precision.decimalValue >= 1
                    ? "precision \(precision) requires every pixel to match."
                    : "precision \(precision) allows at most \(allowed) of \(comparedPixelCount) pixels to fail.")
        }
        return lines.joined(separator: "\n")
    }

    /// Nil when both values are in 0...1, else a message naming the bad one.
    public static func validate(precision: Float, perceptualPrecision: Float) -> String? {
        var problems: [String] = []
        if !(0...1).contains(precision) { problems.append("precision \(precision)") }
        if !(0...1).contains(perceptualPrecision) { problems.append("perceptualPrecision \(perceptualPrecision)") }
        guard !problems.isEmpty else { return nil }
        return "The image strategy's \(problems.joined(separator: " and ")) must be between 0 and 1 "
            + "(1 = exact); fix the value passed to .image(precision:perceptualPrecision:)."
    }
}
