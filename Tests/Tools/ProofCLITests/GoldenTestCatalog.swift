import ProofSnapshot
import ProofUI
import Raster

/// Catalogs with golden images for the `verify`, `record` and `prune` tests: small pixel images
/// whose pixels a test can change, and the test card preview in light and dark (a view laid out on
/// the main actor).
enum GoldenTestCatalog {
    /// The pixel images' names, sorted; one has characters XML must escape.
    static let pixelNames = ["tiles/a", "tiles/b", "tiles/c", "tiles/d", "tiles/r&d's"]
    /// The view images' names.
    static let viewNames = ["views/test/card-dark", "views/test/card-light"]
    /// Every image name, sorted.
    static let names = (pixelNames + viewNames).sorted()

    /// The catalogs: `tiles` (8 × 8 px images of one colour each; the images named in `changed`
    /// have one pixel changed, those in `dropped` are left out) and `views` (the card).
    static func make(changed: Set<String> = [], dropped: Set<String> = []) -> [Catalog] {
        let tiles = pixelNames.enumerated().compactMap { index, name -> CatalogImage? in
            guard !dropped.contains(name) else { return nil }
            let isChanged = changed.contains(name)
            return CatalogImage(goldenPath: name) {
                var bitmap = try Bitmap(width: 8, height: 8)
                let shade = UInt8(40 * index)
                for i in stride(from: 0, to: bitmap.pixels.count, by: 4) {
                    bitmap.pixels[i] = shade
                    bitmap.pixels[i + 1] = 255 - shade
                    bitmap.pixels[i + 2] = 128
                    bitmap.pixels[i + 3] = 255
                }
                if isChanged { bitmap.pixels[(3 * 8 + 5) * 4] = 255 - shade }
                return bitmap
            }
        }
        let card = TestCatalog.catalog.previews.filter { $0.name == TestCatalog.card }
        return [
            Catalog(name: "tiles", summary: "pixel tiles", images: tiles),
            Catalog(
                name: "views", summary: "the test card", previews: card, goldenFolder: "views",
                schemes: [.light, .dark]),
        ]
    }
}
