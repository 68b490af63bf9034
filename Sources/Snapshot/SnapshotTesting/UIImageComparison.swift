import Foundation
import ProofSnapshot
import Raster
import UIKit

/// swift-snapshot-testing's comparison of two images, on Proof's pixels.
enum UIImageComparison {
    /// Nil when `new` matches `old` under the precisions, else the message and the attachments.
    static func difference(_ old: UIImage, _ new: UIImage, precision: Float, perceptualPrecision: Float)
        -> (String, [XCTAttachment])?
    {
        if let invalid = ImageComparison.validate(precision: precision, perceptualPrecision: perceptualPrecision) {
            return (invalid, [])
        }
        guard let expected = old.bitmap else { return ("Reference image could not be loaded.", []) }
        guard let actual = new.bitmap else { return ("Newly-taken snapshot could not be loaded.", []) }
        if actual.width == 0 || actual.height == 0 { return ("Newly-taken snapshot is empty.", []) }
        // The files that show a failure, made only once it is one.
        func failure(_ message: String) -> (String, [XCTAttachment]) {
            (message, Self.attachments(expected, actual, old, new, perceptualPrecision: perceptualPrecision))
        }
        guard expected.width == actual.width, expected.height == actual.height else {
            return failure(
                "Newly-taken snapshot@\(describe(new.size)) does not match reference@\(describe(old.size)).")
        }
        if expected == actual { return nil }
        let comparison = ImageComparison(expected: expected, actual: actual, perceptualPrecision: perceptualPrecision)
        var details: String { comparison.failureMessage(precision: 1).map { "\n" + $0 } ?? "" }
        if perceptualPrecision < 1 {
            guard !comparison.passes(precision: precision) else { return nil }
            let matching = 1 - Double(comparison.failingPixelCount) / Double(max(1, comparison.comparedPixelCount))
            let lowest = 1 - min(comparison.maxDeltaE94 / 100, 1)
            return failure(
                "The percentage of pixels that match \(Float(matching)) is less than required \(precision)\n"
                    + "The lowest perceptual color precision \(Float(lowest)) is less than required "
                    + "\(perceptualPrecision)" + details)
        }
        if precision >= 1 { return failure("Newly-taken snapshot does not match reference." + details) }
        let byteCount = expected.pixels.count
        let differing = differingBytes(expected, actual)
        guard differing > Int((1 - Double(precision)) * Double(byteCount)) else { return nil }
        let actualPrecision = Float(1 - Double(differing) / Double(byteCount))
        return failure("Actual image precision \(actualPrecision) is less than required \(precision)" + details)
    }

    /// The channel bytes (premultiplied RGBA) that differ between two bitmaps of the same size.
    private static func differingBytes(_ a: Bitmap, _ b: Bitmap) -> Int {
        var count = 0
        for (p, q) in zip(a.pixels, b.pixels) where p != q { count += 1 }
        return count
    }

    /// The reference, the failed snapshot and Proof's difference strip.
    private static func attachments(
        _ expected: Bitmap, _ actual: Bitmap, _ old: UIImage, _ new: UIImage, perceptualPrecision: Float
    ) -> [XCTAttachment] {
        var list: [XCTAttachment] = []
        for (name, image) in [("reference", old), ("failure", new)] {
            var attachment = XCTAttachment(image: image)
            attachment.name = name
            list.append(attachment)
        }
        if let strip = try? DiffStrip.make(
            expected: expected, actual: actual, perceptualPrecision: perceptualPrecision),
            let bytes = try? PNGCodec.encode(strip)
        {
            var attachment = XCTAttachment(data: Data(bytes), uniformTypeIdentifier: "public.png")
            attachment.name = "difference"
            list.append(attachment)
        }
        return list
    }

    /// A size as swift-snapshot-testing prints it: `(390.0, 844.0)`.
    private static func describe(_ size: CGSize) -> String { "(\(Double(size.width)), \(Double(size.height)))" }
}
