import FoundationUICatalog
import ProofSnapshot
import Testing

/// Every FoundationUI preview (walkthrough steps and token gallery, four schemes each) renders
/// exactly its golden in `Golden/foundationui/`.
@Suite("Goldens: foundationui")
struct FoundationUIGoldenTests {
    @Test(arguments: GoldenSuite.images(of: FoundationUICatalog.catalog))
    func previewMatchesGolden(_ image: CatalogImage) async throws {
        try await GoldenSuite.expectMatch(image)
    }

    @Test func everyFoundationUIGoldenHasAPreview() {
        GoldenSuite.expectNoStaleGoldens(under: "foundationui", in: FoundationUICatalog.catalog)
        #expect(FoundationUICatalog.catalog.images.count == FoundationUICatalog.previews.count)
        #expect(FoundationUICatalog.previews.count == 12 * 4)
    }
}
