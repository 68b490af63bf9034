import Raster

extension Diffing where Value == Bitmap {
    /// Stores bitmaps as PNG (`PNGCodec`'s default, deterministic encoding) and compares them.
    ///
    /// - Parameters:
    ///   - precision: the fraction of pixels that must match, 0...1; 1 (the default) requires all.
    ///   - perceptualPrecision: 1 (the default) matches a pixel only when its bytes are equal; below
    ///     1 a pixel also matches when its ΔE*94 from the reference pixel, both composited over
    ///     white, is at most (1 − perceptualPrecision) × 100 (0.98 ≈ just noticeable).
    ///
    /// Equal pixels pass at once. A failure message gives the count of differing pixels, the
    /// largest channel difference and ΔE*94, their bounding box, or the two sizes; it comes with a
    /// `diff` PNG attachment (see `DiffStrip`). Values outside 0...1 fail every comparison.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1) -> Diffing {
        Diffing(
            toData: { bitmap in
                do throws(RasterError) {
                    return try PNGCodec.encode(bitmap)
                } catch {
                    throw SnapshotError.encodingFailed(reason: error.description)
                }
            },
            fromData: { bytes in
                do throws(RasterError) {
                    return try PNGCodec.decode(bytes)
                } catch {
                    throw SnapshotError.undecodableData(reason: error.description)
                }
            },
            diff: { expected, actual in
                if let invalid = ImageComparison.validate(
                    precision: precision, perceptualPrecision: perceptualPrecision)
                {
                    return (invalid, [])
                }
                if expected == actual {
                    return nil
                }
                let comparison = ImageComparison(
                    expected: expected, actual: actual, perceptualPrecision: perceptualPrecision)
                guard var message = comparison.failureMessage(precision: precision) else { return nil }
                var attachments: [DiffAttachment] = []
                do throws(RasterError) {
                    let strip = try DiffStrip.make(
                        expected: expected, actual: actual, perceptualPrecision: perceptualPrecision)
                    attachments.append(
                        DiffAttachment(name: "diff", pathExtension: "png", bytes: try PNGCodec.encode(strip)))
                } catch {
                    message += "\n(no difference image: \(error.description))"
                }
                return (message, attachments)
            })
    }
}

extension Snapshotting where Value == Bitmap, Format == Bitmap {
    /// Bitmaps compared exactly, stored as PNG; the strategy other image strategies pull back from.
    public static var image: Snapshotting { .image() }

    /// Bitmaps stored as PNG and compared with `Diffing.image(precision:perceptualPrecision:)`.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1) -> Snapshotting {
        Snapshotting(
            pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision))
    }
}
