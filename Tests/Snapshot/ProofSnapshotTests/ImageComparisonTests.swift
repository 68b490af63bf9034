import Foundation
import Raster
import Testing

@testable import ProofSnapshot

@MainActor
@Suite("Image comparison: statistics, thresholds, difference strip")
struct ImageComparisonTests {
    @Test("Counts differing pixels, the largest channel difference and their bounding box")
    func statistics() throws {
        let expected = try solidBitmap(width: 10, height: 8, 200, 200, 200)
        let actual =
            expected
            .setting(x: 2, y: 3, [163, 200, 200, 255])  // red −37
            .setting(x: 6, y: 5, [200, 200, 195, 255])  // blue −5
            .setting(x: 4, y: 4, [200, 210, 200, 255])  // green +10
        let comparison = ImageComparison(expected: expected, actual: actual)
        #expect(comparison.comparedPixelCount == 80)
        #expect(comparison.differingPixelCount == 3)
        #expect(comparison.maxChannelDifference == 37)
        #expect(comparison.differingBounds == PixelRect(x: 2, y: 3, width: 5, height: 3))
        #expect(comparison.failingPixelCount == 3)
        #expect(comparison.failingBounds == comparison.differingBounds)
        let message = try #require(comparison.failureMessage(precision: 1))
        #expect(message.contains("3 of 80 pixels differ (3.75 %), max channel difference 37"))
        #expect(message.contains("in x 2...6, y 3...5 (5×3 px)"))
        #expect(message.contains("precision 1.0 requires every pixel to match."))
    }

    @Test("Equal bitmaps report nothing and pass at precision 1")
    func equalBitmaps() throws {
        let bitmap = try solidBitmap(width: 3, height: 3, 1, 2, 3, alpha: 100)
        let comparison = ImageComparison(expected: bitmap, actual: bitmap)
        #expect(comparison.differingPixelCount == 0 && comparison.differingBounds == nil && comparison.maxDeltaE94 == 0)
        #expect(comparison.passes(precision: 1))
        #expect(comparison.failureMessage(precision: 1) == nil)
        #expect(Diffing<Bitmap>.image().diff(bitmap, bitmap) == nil)
    }

    @Test(
        "precision is the fraction of pixels that must match, read as the decimal written",
        arguments: [
            PrecisionCase(1, 1, passes: false), PrecisionCase(1, 0.99, passes: true),
            PrecisionCase(1, 0.995, passes: false), PrecisionCase(2, 0.99, passes: false),
            PrecisionCase(2, 0.98, passes: true), PrecisionCase(10, 0.9, passes: true),
            PrecisionCase(11, 0.9, passes: false), PrecisionCase(100, 0, passes: true),
        ])
    func precisionThreshold(sample: PrecisionCase) throws {
        let (changedPixels, precision, passes) = (sample.changedPixels, sample.precision, sample.passes)
        let expected = try solidBitmap(width: 10, height: 10, 0, 0, 0)
        var actual = expected
        for index in 0..<changedPixels { actual = actual.setting(x: index % 10, y: index / 10, [255, 255, 255, 255]) }
        let comparison = ImageComparison(expected: expected, actual: actual)
        #expect(comparison.failingPixelCount == changedPixels)
        #expect(comparison.passes(precision: precision) == passes)
        #expect((Diffing<Bitmap>.image(precision: precision).diff(expected, actual) == nil) == passes)
    }

    @Test("The allowance does not suffer from Float rounding: 0.99 of 100 pixels allows exactly 1")
    func allowanceUsesDecimalPrecision() throws {
        let bitmap = try solidBitmap(width: 10, height: 10, 0, 0, 0)
        let comparison = ImageComparison(expected: bitmap, actual: bitmap)
        #expect(comparison.allowedFailingPixels(precision: 0.99) == 1)
        #expect(comparison.allowedFailingPixels(precision: 0.9) == 10)
        #expect(comparison.allowedFailingPixels(precision: 0.7) == 30)
        #expect(comparison.allowedFailingPixels(precision: 1) == 0)
        #expect(comparison.allowedFailingPixels(precision: 0) == 100)
    }

    @Test(
        "perceptualPrecision: a 1/255 grey step passes 0.98 but fails 1 and 0.999",
        arguments: [
            PerceptualCase(1, passes: false), PerceptualCase(0.999, passes: false), PerceptualCase(0.99, passes: true),
            PerceptualCase(0.98, passes: true), PerceptualCase(0, passes: true),
        ])
    func perceptualThreshold(sample: PerceptualCase) throws {
        let (perceptualPrecision, passes) = (sample.perceptualPrecision, sample.passes)
        let expected = try solidBitmap(width: 4, height: 4, 128, 128, 128)
        let actual = expected.setting(x: 1, y: 1, [129, 129, 129, 255])
        let comparison = ImageComparison(expected: expected, actual: actual, perceptualPrecision: perceptualPrecision)
        // The step is 0.39 ΔE94: L* 53.585 → 53.977 on a grey with no chroma.
        #expect(abs(comparison.maxDeltaE94 - 0.3917) < 0.0005)
        #expect(comparison.differingPixelCount == 1)
        #expect(comparison.failingPixelCount == (passes ? 0 : 1))
        #expect(comparison.passes(precision: 1) == passes)
    }

    @Test("Perceptual failures are reported apart from tolerated differences")
    func perceptualMessage() throws {
        let expected = try solidBitmap(width: 4, height: 4, 128, 128, 128)
        let actual =
            expected
            .setting(x: 0, y: 0, [129, 129, 129, 255])  // ≈ 0.39 ΔE94: tolerated
            .setting(x: 3, y: 2, [128, 128, 200, 255])  // far: fails
        let comparison = ImageComparison(expected: expected, actual: actual, perceptualPrecision: 0.98)
        #expect(comparison.differingPixelCount == 2 && comparison.failingPixelCount == 1)
        #expect(comparison.failingBounds == PixelRect(x: 3, y: 2, width: 1, height: 1))
        let message = try #require(comparison.failureMessage(precision: 1))
        #expect(
            message.contains("1 of them exceed ΔE94 2.00 (perceptualPrecision 0.98), in x 3...3, y 2...2 (1×1 px)."))
        #expect(message.contains("precision 1.0 requires every pixel to match."))
        #expect(
            comparison.failureMessage(precision: 0.99)
                == message.replacingOccurrences(
                    of: "precision 1.0 requires every pixel to match.",
                    with: "precision 0.99 allows at most 0 of 16 pixels to fail."))
        #expect(comparison.passes(precision: 0.9375))
    }

    @Test("Translucent pixels are compared as composited over white")
    func translucentPixelsOverWhite() throws {
        let transparent = try Bitmap(width: 1, height: 1)
        let opaqueWhite = try solidBitmap(width: 1, height: 1, 255, 255, 255)
        let comparison = ImageComparison(expected: transparent, actual: opaqueWhite, perceptualPrecision: 0.99)
        #expect(comparison.differingPixelCount == 1, "the bytes differ")
        #expect(comparison.maxDeltaE94 < 1e-9, "both look white on white")
        #expect(comparison.passes(precision: 1))
        #expect(
            !ImageComparison(expected: transparent, actual: opaqueWhite).passes(precision: 1), "exact mode sees alpha")
    }

    @Test("Different sizes never pass and the message gives both sizes")
    func sizeMismatch() throws {
        let expected = try solidBitmap(width: 4, height: 4, 9, 9, 9)
        let actual = try solidBitmap(width: 4, height: 5, 9, 9, 9)
        let comparison = ImageComparison(expected: expected, actual: actual)
        #expect(!comparison.sizesMatch)
        #expect(!comparison.passes(precision: 0))
        let message = try #require(comparison.failureMessage(precision: 0))
        #expect(message.hasPrefix("Image sizes differ: the reference is 4×4 px, the new image is 4×5 px."))
        #expect(message.contains("In the overlapping 4×4 px, no pixel differs."))

        let (diffMessage, attachments) = try #require(Diffing<Bitmap>.image(precision: 0).diff(expected, actual))
        #expect(diffMessage == message)
        let strip = try PNGCodec.decode(try #require(attachments.first).bytes)
        #expect(strip.width == 12 && strip.height == 5)
        #expect(strip.rgba(x: 4 + 1, y: 4) == DiffStrip.failingColor, "the row only the new image has is marked")
        #expect(strip.rgba(x: 1, y: 4) == [0, 0, 0, 0], "below the shorter reference the strip is empty")
    }

    @Test("The strip is reference | difference | new; the difference fades equal pixels and marks the others")
    func stripLayout() throws {
        let expected = try solidBitmap(width: 3, height: 2, 255, 255, 255)
            .setting(x: 0, y: 0, [0, 0, 0, 255])
        let actual =
            expected
            .setting(x: 2, y: 1, [10, 20, 30, 255])  // fails
            .setting(x: 1, y: 0, [254, 254, 254, 255])  // tolerated at 0.98
        let strip = try DiffStrip.make(expected: expected, actual: actual, perceptualPrecision: 0.98)
        #expect(strip.width == 9 && strip.height == 2)
        for y in 0..<2 {
            for x in 0..<3 {
                #expect(strip.rgba(x: x, y: y) == expected.rgba(x: x, y: y))
                #expect(strip.rgba(x: 6 + x, y: y) == actual.rgba(x: x, y: y))
            }
        }
        #expect(strip.rgba(x: 3 + 0, y: 0) == [170, 170, 170, 255], "black fades to 255 − 255/3")
        #expect(strip.rgba(x: 3 + 2, y: 0) == [255, 255, 255, 255], "white stays white")
        #expect(strip.rgba(x: 3 + 2, y: 1) == DiffStrip.failingColor)
        #expect(strip.rgba(x: 3 + 1, y: 0) == DiffStrip.toleratedColor)
    }

    @Test(
        "Parameters outside 0...1 fail with a message naming them",
        arguments: [
            InvalidParameters(precision: 1.5, perceptualPrecision: 1),
            InvalidParameters(precision: 1, perceptualPrecision: -0.1),
            InvalidParameters(precision: .nan, perceptualPrecision: 1),
        ])
    func invalidParameters(sample: InvalidParameters) throws {
        let (precision, perceptualPrecision) = (sample.precision, sample.perceptualPrecision)
        let bitmap = try solidBitmap(width: 1, height: 1, 0, 0, 0)
        let (message, _) = try #require(
            Diffing<Bitmap>.image(precision: precision, perceptualPrecision: perceptualPrecision).diff(bitmap, bitmap))
        #expect(message.contains("must be between 0 and 1"))
    }

    @Test("The PNG encoding of the .image strategy is deterministic and decodes back")
    func pngRoundTrip() throws {
        let bitmap = try solidBitmap(width: 7, height: 5, 30, 60, 90, alpha: 128)
        let diffing = Diffing<Bitmap>.image()
        let bytes = try diffing.toData(bitmap)
        #expect(try diffing.toData(bitmap) == bytes)
        #expect(try diffing.fromData(bytes) == bitmap)
        #expect(throws: SnapshotError.self) { try diffing.fromData([1, 2, 3]) }
        #expect(Snapshotting<Bitmap, Bitmap>.image.pathExtension == "png")
    }

    /// A number of changed pixels out of 100, a precision, and whether the comparison passes.
    struct PrecisionCase: CustomTestStringConvertible, Sendable {
        let changedPixels: Int
        let precision: Float
        let passes: Bool

        init(_ changedPixels: Int, _ precision: Float, passes: Bool) {
            self.changedPixels = changedPixels
            self.precision = precision
            self.passes = passes
        }

        var testDescription: String {
            "\(changedPixels) of 100 changed at precision \(precision) \(passes ? "passes" : "fails")"
        }
    }

    /// A perceptual precision and whether a 1/255 grey step passes it.
    struct PerceptualCase: CustomTestStringConvertible, Sendable {
        let perceptualPrecision: Float
        let passes: Bool

        init(_ perceptualPrecision: Float, passes: Bool) {
            self.perceptualPrecision = perceptualPrecision
            self.passes = passes
        }

        var testDescription: String { "perceptual precision \(perceptualPrecision) \(passes ? "passes" : "fails")" }
    }

    /// Comparison parameters of which one is outside 0...1.
    struct InvalidParameters: CustomTestStringConvertible, Sendable {
        let precision: Float
        let perceptualPrecision: Float

        var testDescription: String { "precision \(precision), perceptual precision \(perceptualPrecision)" }
    }
}
