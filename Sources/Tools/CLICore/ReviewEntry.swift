import Foundation
import ProofSnapshot

/// One snapshot on the review page: its report entry and its images, copied into the review.
struct ReviewEntry: Encodable {
    /// The image name (golden path without `.png`).
    let name: String
    /// The catalog.
    let catalog: String
    /// `differs`, `missing` or `failed`.
    let status: String
    /// The mode the name ends with (`light`, `dark`), else `default`.
    let mode: String
    /// Differing pixels, when compared.
    let differingPixels: Int?
    /// The largest ΔE*94, when compared.
    let maxDeltaE: Double?
    /// What verify said.
    let message: String?
    /// The threshold applied: precision and perceptual precision.
    let precision: Double
    /// See `precision`.
    let perceptualPrecision: Double
    /// The review's copies (relative to the review folder), nil where there is no such image.
    var expected: String?
    /// See `expected`.
    var actual: String?
    /// See `expected`.
    var diff: String?
    /// Where the images are now, before copying.
    private let sources: [String: String]

    private enum CodingKeys: String, CodingKey {
        case name, catalog, status, mode, differingPixels, maxDeltaE, message, precision, perceptualPrecision
        case expected, actual, diff
    }

    /// The entry of `snapshot`, its files found with `locate`.
    init(
        snapshot: GoldenReport.Snapshot, precision: Double, perceptualPrecision: Double,
        locate: (String) -> String?
    ) {
        name = snapshot.name
        catalog = snapshot.catalog
        status = snapshot.status.rawValue
        let last = snapshot.name.split(separator: "-").last.map(String.init) ?? ""
        mode = ["light", "dark"].contains(last) ? last : "default"
        differingPixels = snapshot.differingPixels
        maxDeltaE = snapshot.maxDeltaE
        message = snapshot.message
        self.precision = precision
        self.perceptualPrecision = perceptualPrecision
        var sources: [String: String] = [:]
        if snapshot.status != .missing, let golden = locate(snapshot.goldenPath) { sources["expected"] = golden }
        if let actual = snapshot.actualPath.flatMap(locate) { sources["actual"] = actual }
        if let diff = snapshot.diffPath.flatMap(locate) { sources["diff"] = diff }
        self.sources = sources
    }

    /// Copies the images into `<folder>/images/<number>-<kind>.png` (short names that are safe on
    /// every file system) and points the entry at them.
    mutating func copyImages(into folder: String, number: Int) throws(CLIError) {
        for kind in ["expected", "actual", "diff"] {
            guard let source = sources[kind] else { continue }
            let relative = "images/" + String(format: "%04d", number) + "-\(kind).png"
            do {
                try AtomicFile.write(try AtomicFile.read(source), to: folder + "/" + relative)
            } catch {
                throw .outputFailed("cannot copy \(source) into the review: \(error.description)")
            }
            switch kind {
            case "expected": expected = relative
            case "actual": actual = relative
            default: diff = relative
            }
        }
    }
}
