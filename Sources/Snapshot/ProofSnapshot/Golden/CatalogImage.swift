import Raster
import Testing

/// One golden image of a catalog: how to render it and where its golden lives.
///
/// `goldenPath` is relative to a golden root (`Golden/` in this repository) and uses `/`; `name` is
/// that path without `.png`, so it is unique in a catalog and is what `--only`, test names and
/// reports show (`raster/cap-round`, `ouds/orange/button/strong-enabled-dark`).
public struct CatalogImage: Sendable {
    /// The golden path without `.png`: unique, stable, and what people select images by.
    public let name: String
    /// What the picture shows, for people reviewing it.
    public let summary: String
    /// The golden file, relative to the golden root (`raster/cap-round.png`).
    public let goldenPath: String
    /// Pixels per point of the rendering (2 for every built-in image), for pages that show it at
    /// its size in points.
    public let scale: Double
    private let renderer: @Sendable () throws -> Bitmap

    /// An image whose golden is at `goldenPath` (`.png` is added when it does not end so) and whose pixels
    /// `render` draws. `render` may throw any layer's error (raster, text, rendering); it runs
    /// afresh on every call, possibly on several threads at once.
    public init(
        goldenPath: String, summary: String = "", scale: Double = 2,
        render: @escaping @Sendable () throws -> Bitmap
    ) {
        self.goldenPath = GoldenStore.pngPath(goldenPath)
        self.name = String(self.goldenPath.dropLast(4))
        self.summary = summary
        self.scale = scale
        self.renderer = render
    }

    /// Renders the image.
    public func render() throws -> Bitmap { try renderer() }
}

extension CatalogImage: CustomStringConvertible {
    /// The name, so that parameterized tests over images read `raster/cap-round`.
    public var description: String { name }
}

extension CatalogImage: CustomTestStringConvertible {
    /// The name, so that a parameterized golden test lists `raster/cap-round`, not a structure dump.
    public var testDescription: String { name }
}
