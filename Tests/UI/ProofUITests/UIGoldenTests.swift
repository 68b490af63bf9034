import Foundation
import ProofUI
import Raster
import RasterCatalog
import Testing
import UICatalog

/// Every catalog preview against its golden in `Golden/ui/` (byte-exact pixels; on mismatch the
/// actual image is written beside the golden as `<name>.actual.png`).
@Suite("UI: goldens")
struct UIGoldenTests {
    static let goldenFolder = GoldenComparison.goldenRoot(testFile: #filePath).appendingPathComponent("ui")
    static let registered: Void = UICatalog.register()

    @Test(arguments: UICatalog.previews.map(\.name))
    func previewMatchesGolden(name: String) throws {
        _ = Self.registered
        let preview = try PreviewRegistry.shared.preview(named: name)
        let image = try preview.render()
        let goldenPath = Self.goldenFolder.appendingPathComponent("\(name).png").path
        if let message = try GoldenComparison.mismatch(of: image.bitmap, goldenPath: goldenPath) {
            Issue.record("\(name): \(message)")
        }
    }

    @Test func everyUIGoldenHasAPreview() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.goldenFolder.path)
            .filter { $0.hasSuffix(".png") && !$0.hasSuffix(".actual.png") }
        let names = Set(UICatalog.previews.map(\.name))
        for f in files { #expect(names.contains(String(f.dropLast(4))), "stale golden \(f)") }
        #expect(files.count == names.count)
    }

    @Test func rendersAreIdenticalAcrossThreads() async throws {
        _ = Self.registered
        let names = UICatalog.previews.map(\.name)
        let serial = try names.map { try PreviewRegistry.shared.preview(named: $0).render().pngData() }
        let parallel = try await withThrowingTaskGroup(of: (Int, [UInt8]).self) { group in
            for (i, name) in names.enumerated() {
                group.addTask { (i, try PreviewRegistry.shared.preview(named: name).render().pngData()) }
            }
            var result = [[UInt8]](repeating: [], count: names.count)
            for try await (i, bytes) in group { result[i] = bytes }
            return result
        }
        for (i, name) in names.enumerated() { #expect(serial[i] == parallel[i], "\(name) differs between threads") }
    }
}
