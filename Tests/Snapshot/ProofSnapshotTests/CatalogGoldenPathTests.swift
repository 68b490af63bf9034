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

    @Test func longNamesAreShortenedStablyAndStayDistinct() {
        let long = String(repeating: "Settings screen with a very long title ", count: 6)
        let names = [long + "A", long + "B", "Café/" + long]
        let catalog = Catalog(
            name: "t", summary: "t", previews: names.map { name in Preview(name) { Text("x") } }, goldenFolder: "g",
            schemes: [.light, .dark])
        let paths = catalog.images.map(\.goldenPath)
        for path in paths {
            for part in path.split(separator: "/") {
                #expect(part.utf8.count <= 100, "\(part) is \(part.utf8.count) bytes")
                #expect(!part.contains(" "))
            }
        }
        #expect(Set(paths).count == paths.count, "distinct names stay distinct")
        let again = Catalog(
            name: "t", summary: "t", previews: names.map { name in Preview(name) { Text("x") } }, goldenFolder: "g",
            schemes: [.light, .dark])
        #expect(again.images.map(\.goldenPath) == paths, "the same names give the same paths")
        #expect(paths[4].hasPrefix("g/Café/Settings-screen-with-a-very-long-title-Settings"))
    }
}
