import ProofSnapshot
import ProofUI
import Testing

/// Golden paths of preview catalogs: each part of a preview's name made file-name safe, as
/// snapshot names are; the scheme suffix per scheme; a preview's own scheme only.
@MainActor
@Suite("Catalog: golden paths")
struct CatalogGoldenPathTests {
    @Test func previewNamesBecomeFileSafePaths() {
        var dark = Preview("Order row/Dark mode (2)") { Text("x") }
        dark.preferredColorScheme = .dark
        let catalog = Catalog(
            name: "t", summary: "t",
            previews: [Preview("Order row/Long title") { Text("x") }, Preview("ui-plain") { Text("x") }, dark],
            goldenFolder: "compat", schemes: [.light, .dark])
        #expect(
            catalog.images.map(\.goldenPath) == [
                "compat/Order-row/Long-title-light.png", "compat/Order-row/Long-title-dark.png",
                "compat/ui-plain-light.png", "compat/ui-plain-dark.png", "compat/Order-row/Dark-mode-2-dark.png",
            ])
    }
}
