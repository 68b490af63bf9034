import ProofSnapshot
import RasterCatalog
import Testing

/// Every primitive scene of `RasterCatalog` renders exactly its golden in `Golden/raster/`
/// (decoded pixels; on failure `<name>.actual.png` and `<name>.diff.png` are written beside it).
/// Re-record with `Scripts/record-goldens` only for a reason you can state.
@Suite("Goldens: raster")
struct RasterGoldenTests {
    @Test(arguments: GoldenSuite.images(of: RasterCatalog.catalog))
    func sceneMatchesGolden(_ image: CatalogImage) async throws {
        try await GoldenSuite.expectMatch(image)
    }

    @Test func sceneNamesAreUniqueAndFileSafe() {
        let names = RasterCatalog.scenes.map(\.name)
        #expect(Set(names).count == names.count)
        for name in names {
            #expect(name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" }, "\(name)")
        }
    }

    @Test func everyGoldenHasAScene() {
        GoldenSuite.expectNoStaleGoldens(under: "raster", in: RasterCatalog.catalog)
    }
}
