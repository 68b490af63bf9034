import Foundation
import OUDSCatalog
import OUDSSwiftUI
import RasterCatalog
import Testing

/// Every OUDS catalog preview (component × variant × state × theme) in light and dark against its
/// golden in `Golden/ouds/`, pixel-exact.
@Suite("OUDS: goldens")
struct OUDSGoldenTests {
    static let registered: Void = OUDSCatalog.register()
    static let verifier = OUDSGoldenVerifier(goldenRoot: GoldenComparison.goldenRoot(testFile: #filePath).path)

    @Test(arguments: OUDSCatalog.themes.map(\.slug))
    func everyPreviewOfTheThemeMatchesItsGoldens(theme: String) throws {
        _ = Self.registered
        let previews = OUDSCatalog.previews.filter { $0.name.hasPrefix("ouds/\(theme)/") }
        #expect(!previews.isEmpty)
        for preview in previews {
            for scheme in OUDSCatalog.schemes {
                if let message = try Self.verifier.mismatch(preview, scheme: scheme) {
                    Issue.record("\(preview.name) (\(scheme)): \(message)")
                }
            }
        }
    }

    @Test func everyOUDSGoldenHasAPreview() throws {
        let root = Self.verifier.goldenRoot
        let names = Set(
            OUDSCatalog.previews.flatMap { p in
                OUDSCatalog.schemes.map { OUDSCatalog.goldenPath(previewName: p.name, scheme: $0) }
            })
        let enumerator = FileManager.default.enumerator(atPath: root + "/ouds")
        var files: [String] = []
        while let f = enumerator?.nextObject() as? String {
            if f.hasSuffix(".png") && !f.hasSuffix(".actual.png") { files.append("ouds/" + f) }
        }
        for f in files { #expect(names.contains(f), "stale golden \(f)") }
        #expect(files.count == names.count)
    }

    @Test func previewNamesAreShortAndStable() {
        for p in OUDSCatalog.previews {
            let parts = p.name.split(separator: "/")
            #expect(parts.count == 4 && parts[0] == "ouds", "\(p.name)")
            #expect(p.name.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" || $0 == "/" }, "\(p.name)")
        }
        #expect(Set(OUDSCatalog.previews.map(\.name)).count == OUDSCatalog.previews.count)
    }
}
