import OUDSCatalog
import OUDSSwiftUI
import Testing

/// The badge, tag, input tag and progress indicator entries of the OUDS catalog.
@MainActor
@Suite("OUDS catalog: indicators")
struct IndicatorCatalogTests {
    nonisolated static let components: Set = [
        "badge-standard", "badge-count", "badge-icon", "tag", "input-tag", "progress-circular", "progress-linear",
    ]

    private var entries: [OUDSCatalogEntry] { OUDSCatalog.entries.filter { Self.components.contains($0.component) } }

    @Test func entriesCoverEveryComponentWithStableSlugs() {
        let all = entries
        #expect(all.count >= 60)
        #expect(Set(all.map(\.component)) == Self.components)
        let names = all.map { "\($0.component)/\($0.variant)" }
        #expect(Set(names).count == names.count, "unique")
        #expect(all.allSatisfy { $0.variant.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" } })
        #expect(names.contains("badge-count/negative-large") && names.contains("badge-count/overflow"))
        #expect(
            names.contains("progress-linear/value-130-clamped")
                && names.contains("progress-circular/on-colored-surface"))
    }

    @Test(arguments: OUDSCatalog.themes.map(\.slug))
    func everyEntryRendersInLightAndDark(themeSlug: String) throws {
        OUDSCatalog.registerAssets()
        let names = Set(entries.map { "ouds/\(themeSlug)/\($0.component)/\($0.variant)" })
        let previews = OUDSCatalog.previews.filter { names.contains($0.name) }
        #expect(previews.count == names.count)
        for preview in previews {
            for scheme in OUDSCatalog.schemes {
                let list = try ViewRenderer.displayList(
                    preview.makeView(), configuration: RenderConfiguration(colorScheme: scheme))
                #expect(list.size.width > 0 && list.size.height > 0, "\(preview.name)")
            }
        }
    }
}
