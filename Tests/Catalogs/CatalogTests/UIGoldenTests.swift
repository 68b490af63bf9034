import ProofSnapshot
import ProofUI
import Testing
import UICatalog

/// Every `UICatalog` preview renders exactly its golden in `Golden/ui/`, and renders the same bytes
/// whichever thread renders it.
@Suite("Goldens: ui")
struct UIGoldenTests {
    @Test(arguments: GoldenSuite.images(of: UICatalog.catalog))
    func previewMatchesGolden(_ image: CatalogImage) async throws {
        try await GoldenSuite.expectMatch(image)
    }

    @Test func everyUIGoldenHasAPreview() {
        GoldenSuite.expectNoStaleGoldens(under: "ui", in: UICatalog.catalog)
        #expect(UICatalog.catalog.images.count == UICatalog.previews.count)
    }

    @Test func rendersAreIdenticalAcrossThreads() async throws {
        let images = UICatalog.catalog.images
        var serial: [[UInt8]] = []
        for image in images { serial.append(try await PNGBytes.of(image)) }
        let parallel = try await withThrowingTaskGroup(of: (Int, [UInt8]).self) { group in
            for (index, image) in images.enumerated() {
                group.addTask { (index, try await PNGBytes.of(image)) }
            }
            var result = [[UInt8]](repeating: [], count: images.count)
            for try await (index, bytes) in group { result[index] = bytes }
            return result
        }
        for (index, image) in images.enumerated() {
            #expect(serial[index] == parallel[index], "\(image.name) differs between threads")
        }
    }
}
