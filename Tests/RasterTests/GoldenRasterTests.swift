import Foundation
import RasterGallery
import Testing
@testable import Raster

/// Every primitive-gallery scene must render exactly its golden in `Golden/raster/`.
///
/// The PNG bytes are compared first; when they differ (for example a different zlib), the decoded
/// pixels must still be identical. On failure the actual image is written beside the golden as
/// `<name>.actual.png`. Re-record with `Scripts/record-goldens` only for a reason you can state.
@Suite struct GoldenRasterTests {
    static let goldenFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Golden/raster")

    @Test(arguments: RasterGallery.scenes.map(\.name))
    func sceneMatchesGolden(name: String) throws {
        let scene = try #require(RasterGallery.scene(named: name))
        let actual = try scene.render()
        let bytes = try PNGCodec.encode(actual)
        let goldenPath = Self.goldenFolder.appendingPathComponent("\(name).png").path
        let actualPath = Self.goldenFolder.appendingPathComponent("\(name).actual.png").path
        guard let golden = FileManager.default.contents(atPath: goldenPath) else {
            try PNGCodec.write(actual, to: actualPath)
            Issue.record("no golden at \(goldenPath); the rendering was written to \(actualPath) — look at it, then run Scripts/record-goldens")
            return
        }
        if [UInt8](golden) == bytes {
            try? FileManager.default.removeItem(atPath: actualPath)
            return
        }
        let expected = try PNGCodec.decode([UInt8](golden))
        var differing = 0, maxDelta = 0
        if expected.width == actual.width && expected.height == actual.height {
            for i in 0..<expected.pixels.count where expected.pixels[i] != actual.pixels[i] {
                differing += 1
                maxDelta = max(maxDelta, abs(Int(expected.pixels[i]) - Int(actual.pixels[i])))
            }
        }
        if expected.width != actual.width || expected.height != actual.height || differing > 0 {
            try PNGCodec.write(actual, to: actualPath)
            Issue.record(
                "\(name): rendering differs from its golden (\(expected.width)×\(expected.height) vs \(actual.width)×\(actual.height), \(differing) bytes differ, max Δ \(maxDelta)); actual written to \(actualPath)")
        }
    }

    @Test func sceneNamesAreUniqueAndFileSafe() {
        let names = RasterGallery.scenes.map(\.name)
        #expect(Set(names).count == names.count)
        for n in names {
            #expect(n.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" }, "\(n)")
        }
    }

    @Test func everyGoldenHasAScene() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.goldenFolder.path)
            .filter { $0.hasSuffix(".png") && !$0.hasSuffix(".actual.png") }
        let names = Set(RasterGallery.scenes.map(\.name))
        for f in files {
            #expect(names.contains(String(f.dropLast(4))), "stale golden \(f) has no scene")
        }
    }
}
