import Foundation
import OUDSSwiftUI
import Raster

/// Renders catalog previews and compares them with their goldens by pixels: the golden is decoded
/// (cheap) instead of the render being encoded (several times dearer), so verifying the whole set
/// costs little more than rendering it.
public struct OUDSGoldenVerifier: Sendable {
    /// One image's outcome.
    public enum Outcome: Sendable, Equatable {
        /// Same pixels.
        case match
        /// No golden file (record with `Scripts/record-goldens`).
        case missing(path: String)
        /// Different pixels or size; the render was written to `actualPath`.
        case mismatch(path: String, actualPath: String, reason: String)
    }

    /// Where `ouds/…` golden paths start (the repository's `Golden/` folder).
    public let goldenRoot: String

    /// A verifier reading goldens under `goldenRoot`.
    public init(goldenRoot: String) { self.goldenRoot = goldenRoot }

    /// The golden path of a preview in a scheme.
    public func path(of preview: Preview, scheme: ColorScheme) -> String {
        goldenRoot + "/" + OUDSCatalog.goldenPath(previewName: preview.name, scheme: scheme)
    }

    /// Renders `preview` in `scheme` and compares it with its golden.
    public func verify(_ preview: Preview, scheme: ColorScheme) throws -> Outcome {
        let image = try preview.render { $0.colorScheme = scheme }
        let goldenPath = path(of: preview, scheme: scheme)
        guard FileManager.default.fileExists(atPath: goldenPath) else { return .missing(path: goldenPath) }
        let golden = try PNGCodec.read(contentsOf: goldenPath)
        let actual = image.bitmap
        let reason: String
        if golden.width != actual.width || golden.height != actual.height {
            reason = "size \(actual.width)×\(actual.height) px, golden \(golden.width)×\(golden.height) px"
        } else if golden.pixels != actual.pixels {
            var differing = 0
            for i in stride(from: 0, to: actual.pixels.count, by: 4) where actual.pixels[i..<(i + 4)] != golden.pixels[i..<(i + 4)] { differing += 1 }
            reason = "\(differing) of \(actual.width * actual.height) pixels differ"
        } else {
            return .match
        }
        let actualPath = goldenPath.replacingOccurrences(of: ".png", with: ".actual.png")
        try image.writePNG(to: actualPath)
        return .mismatch(path: goldenPath, actualPath: actualPath, reason: reason)
    }
}
