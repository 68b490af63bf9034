import OUDSCatalog
import OUDSSwiftUI
import Testing

/// The images the catalog's previews name are registered by the catalog.
@MainActor
@Suite("OUDS catalog: assets")
struct CatalogAssetTests {
    @Test func registerAssetsRegistersTheDocumentsIconsAndIllustration() throws {
        OUDSCatalog.registerAssets()
        let icons = [
            "ic", "ic_1", "ic_2", "ic_share", "ic_heart", "ic_settings", "ic_delete", "ic_bell", "ic_mail", "ic_cross",
            "ic_brand",
        ]
        for name in icons {
            guard case .vector(_, let viewBox, let isTemplate, _) = try #require(ImageAssets.shared.asset(named: name))
            else {
                Issue.record("\(name) is not a vector icon")
                continue
            }
            #expect(viewBox == CGSize(width: 24, height: 24) && isTemplate, "\(name)")
        }
        let illustration = try #require(ImageAssets.shared.asset(named: "il_brand"))
        guard case .vector(_, _, let isTemplate, let color) = illustration else {
            Issue.record("il_brand is not a vector image")
            return
        }
        #expect(!isTemplate && color == Color(hex: 0xFF7900), "drawn in its own orange")
    }
}
