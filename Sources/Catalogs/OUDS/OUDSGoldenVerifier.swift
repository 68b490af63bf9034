import OUDSSwiftUI
import RasterCatalog

/// Renders catalog previews and compares them with their goldens through `GoldenComparison`
/// (decoded pixels, never an encoded render), so verifying the whole set costs little more than
/// rendering it.
public struct OUDSGoldenVerifier: Sendable {
    /// Where `ouds/…` golden paths start (the repository's `Golden/` folder).
    public let goldenRoot: String

    /// A verifier reading goldens under `goldenRoot`.
    public init(goldenRoot: String) { self.goldenRoot = goldenRoot }

    /// The golden path of a preview in a scheme.
    public func path(of preview: Preview, scheme: ColorScheme) -> String {
        goldenRoot + "/" + OUDSCatalog.goldenPath(previewName: preview.name, scheme: scheme)
    }

    /// Renders `preview` in `scheme`: nil when it matches its golden, else what differs (or that the
    /// golden is missing) and where the render was written.
    public func mismatch(_ preview: Preview, scheme: ColorScheme) throws -> String? {
        let image = try preview.render { $0.colorScheme = scheme }
        return try GoldenComparison.mismatch(of: image.bitmap, goldenPath: path(of: preview, scheme: scheme))
    }
}
