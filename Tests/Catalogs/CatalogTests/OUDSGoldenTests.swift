import OUDSCatalog
import ProofSnapshot
import Testing

/// Every OUDS catalog preview (component × variant × state × theme) in light and dark renders
/// exactly its golden in `Golden/ouds/`: one test case per golden, named by its path.
@Suite("Goldens: ouds")
struct OUDSGoldenTests {
    @Test(arguments: GoldenSuite.images(of: OUDSCatalog.catalog))
    func previewMatchesGolden(_ image: CatalogImage) async throws {
        try await GoldenSuite.expectMatch(image)
    }

    @Test func everyOUDSGoldenHasAPreview() {
        GoldenSuite.expectNoStaleGoldens(under: "ouds", in: OUDSCatalog.catalog)
        let expected = OUDSCatalog.previews.count * OUDSCatalog.schemes.count
        #expect(OUDSCatalog.catalog.images.count == expected)
    }

    @Test func previewNamesAreShortAndStable() {
        for preview in OUDSCatalog.previews {
            let parts = preview.name.split(separator: "/")
            #expect(parts.count == 4 && parts[0] == "ouds", "\(preview.name)")
            #expect(
                preview.name.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" || $0 == "/" }, "\(preview.name)")
        }
        #expect(Set(OUDSCatalog.previews.map(\.name)).count == OUDSCatalog.previews.count)
    }
}
