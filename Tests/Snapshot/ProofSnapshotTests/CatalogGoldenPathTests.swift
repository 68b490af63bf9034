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

    @Test func modesMultiplyNameTheirGoldensAndReachTheRender() async throws {
        let row = Preview("row") {
            HStack {
                Text("A")
                Spacer()
                Text("B")
            }
            .frame(width: 100)
        }
        let catalog = Catalog(
            name: "t", summary: "t", previews: [row], goldenFolder: "g", schemes: [.light, .dark],
            directions: [.leftToRight, .rightToLeft], dynamicTypeSizes: [.large, .accessibility2])
        #expect(
            catalog.images.map(\.goldenPath) == [
                "g/row-light-large.png", "g/row-light-accessibility2.png", "g/row-light-rtl-large.png",
                "g/row-light-rtl-accessibility2.png", "g/row-dark-large.png", "g/row-dark-accessibility2.png",
                "g/row-dark-rtl-large.png", "g/row-dark-rtl-accessibility2.png",
            ])
        let ltr = try await catalog.images[0].render()
        let rtl = try await catalog.images[2].render()
        let large = try await catalog.images[1].render()
        let dark = try await catalog.images[4].render()
        #expect(ltr.pixels != rtl.pixels, "right to left mirrors the row")
        #expect(large.height > ltr.height, "an accessibility size grows the text")
        #expect(ltr.pixels != dark.pixels)
    }
}
