import Foundation
import RasterCatalog
import Testing

@testable import Raster

/// Every primitive-gallery scene must render exactly its golden in `Golden/raster/`.
///
/// The PNG bytes are compared first; when they differ (for example a different zlib), the decoded
/// pixels must still be identical. On failure the actual image is written beside the golden as
/// `<name>.actual.png`. Re-record with `Scripts/record-goldens` only for a reason you can state.
@Suite struct GoldenRasterTests {
    static let goldenFolder = GoldenComparison.goldenRoot(testFile: #filePath).appendingPathComponent("raster")

    @Test(arguments: RasterCatalog.scenes.map(\.name))
    func sceneMatchesGolden(name: String) throws {
        let scene = try #require(RasterCatalog.scene(named: name))
        let goldenPath = Self.goldenFolder.appendingPathComponent("\(name).png").path
        if let message = try GoldenComparison.mismatch(of: try scene.render(), goldenPath: goldenPath) {
            Issue.record("\(name): \(message)")
        }
    }

    @Test func sceneNamesAreUniqueAndFileSafe() {
        let names = RasterCatalog.scenes.map(\.name)
        #expect(Set(names).count == names.count)
        for n in names {
            #expect(n.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" }, "\(n)")
        }
    }

    @Test func everyGoldenHasAScene() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.goldenFolder.path)
            .filter { $0.hasSuffix(".png") && !$0.hasSuffix(".actual.png") }
        let names = Set(RasterCatalog.scenes.map(\.name))
        for f in files {
            #expect(names.contains(String(f.dropLast(4))), "stale golden \(f) has no scene")
        }
    }
}
