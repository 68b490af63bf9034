import Foundation
import ProofSnapshot
import Raster

/// `proof diff`: compares two PNG files with `ImageComparison`, as the snapshot assertions do,
/// prints the figures and writes the `DiffStrip` when asked.
struct DiffCommand {
    /// The parsed arguments.
    let options: DiffOptions
    /// The folder relative paths are resolved against.
    let workingDirectory: String

    /// Compares, printing to `output`; returns 0 when the images are the same within the tolerance, else 1.
    func run(output: (String) -> Void) throws(CLIError) -> Int32 {
        let reference = try decode(options.reference)
        let new = try decode(options.new)
        let tolerance = options.tolerance
        let comparison = ImageComparison(
            expected: reference, actual: new, perceptualPrecision: tolerance.perceptualPrecision)
        let same = comparison.passes(precision: tolerance.precision)
        output("reference: \(options.reference) (\(reference.width)×\(reference.height) px)")
        output("new: \(options.new) (\(new.width)×\(new.height) px)")
        if !comparison.sizesMatch { output("sizes differ") }
        let share =
            comparison.comparedPixelCount > 0
            ? 100 * Double(comparison.differingPixelCount) / Double(comparison.comparedPixelCount) : 0
        let bounds = comparison.differingBounds.map { " in \($0)" } ?? ""
        output(
            "differing pixels: \(comparison.differingPixelCount) of \(comparison.comparedPixelCount) "
                + String(format: "(%.2f %%)", share) + bounds)
        output(
            "max channel difference: \(comparison.maxChannelDifference), max ΔE94: "
                + String(format: "%.2f", comparison.maxDeltaE94))
        if tolerance.perceptualPrecision < 1 {
            output("failing pixels (beyond the perceptual precision): \(comparison.failingPixelCount)")
        }
        output(
            "verdict: \(same ? "same" : "different") (tolerance \(tolerance); "
                + "at most \(comparison.allowedFailingPixels(precision: tolerance.precision)) failing pixels allowed)")
        if let out = options.out {
            let strip: Bitmap
            do {
                strip = try DiffStrip.make(
                    expected: reference, actual: new, perceptualPrecision: tolerance.perceptualPrecision)
            } catch { throw .outputFailed("cannot make the diff strip: \(error)") }
            let bytes: [UInt8]
            do { bytes = try PNGCodec.encode(strip) } catch { throw .outputFailed("cannot encode \(out): \(error)") }
            do { try AtomicFile.write(bytes, to: Paths.resolve(out, in: workingDirectory)) } catch {
                throw .outputFailed(error.description)
            }
            output("wrote \(out) (reference | difference | new, \(strip.width)×\(strip.height) px)")
        }
        return same ? 0 : 1
    }

    /// The PNG at `path`, or an input error: a missing file, a folder, or bytes that do not decode.
    private func decode(_ path: String) throws(CLIError) -> Bitmap {
        let full = Paths.resolve(path, in: workingDirectory)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory) else {
            throw .unreadableFile(path: path, reason: "no such file")
        }
        guard !isDirectory.boolValue else { throw .unreadableFile(path: path, reason: "it is a folder, not a PNG") }
        let bytes: [UInt8]
        do { bytes = try AtomicFile.read(full) } catch { throw .unreadableFile(path: path, reason: error.description) }
        do { return try PNGCodec.decode(bytes) } catch { throw .invalidPNG(path: path, reason: "\(error)") }
    }
}
