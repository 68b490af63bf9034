import ProofSnapshot
import Testing
import TextCatalog

/// Every scene of `TextCatalog` renders exactly its golden in `Golden/text/`.
@Suite("Goldens: text")
struct TextGoldenTests {
    @Test(arguments: GoldenSuite.images(of: TextCatalog.catalog))
    func sceneMatchesGolden(_ image: CatalogImage) async throws {
        try await GoldenSuite.expectMatch(image)
    }

    @Test func everyTextGoldenHasAScene() {
        GoldenSuite.expectNoStaleGoldens(under: "text", in: TextCatalog.catalog)
        #expect(TextCatalog.scenes.filter { $0.name.hasPrefix("pangram-") }.count >= 8)
    }
}
