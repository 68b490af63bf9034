import OUDSCatalog
import OUDSSwiftUI
import Testing

/// The checkbox, radio and switch entries of the OUDS catalog.
@MainActor
@Suite("OUDS catalog: controls")
struct ControlCatalogTests {
    nonisolated static let components: Set = [
        "checkbox", "checkbox-indeterminate", "checkbox-item", "checkbox-item-indeterminate", "radio", "radio-item",
        "switch", "switch-item",
    ]

    private var entries: [OUDSCatalogEntry] { OUDSCatalog.entries.filter { Self.components.contains($0.component) } }

    @Test func entriesAreNamedOncePerComponentAndVariant() {
        let controls = entries
        #expect((55...75).contains(controls.count))
        #expect(Set(controls.map { "\($0.component)/\($0.variant)" }).count == controls.count)
        #expect(Set(controls.map(\.component)) == Self.components)
        #expect(controls.allSatisfy { $0.variant.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" } })
    }

    @Test(arguments: OUDSCatalog.themes.map(\.slug))
    func everyEntryRendersInLightAndDark(themeSlug: String) throws {
        OUDSCatalog.registerAssets()
        let previews = OUDSCatalog.previews.filter {
            let parts = $0.name.split(separator: "/")
            return parts[1] == themeSlug && Self.components.contains(String(parts[2]))
        }
        #expect(previews.count == entries.count)
        for preview in previews {
            for scheme in OUDSCatalog.schemes {
                #expect(throws: Never.self, "\(preview.name)") { _ = try preview.render { $0.colorScheme = scheme } }
            }
        }
    }
}
