import ChallengeDesignSystemCatalog
import Foundation
import Testing

/// The snapshot suites and the `ds` catalog are one set of goldens: each catalog image has its file,
/// no file is left without a state, and each test folder's `__Snapshots__` is the link into
/// `Golden/ds/<group>`.
@Suite("ChallengeDesignSystem: the ds catalog and the snapshot folders")
struct SnapshotCatalogTests {
    static let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let golden = tests.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Golden")

    /// Every PNG under `Golden/ds`, as golden paths (`ds/Atoms/…/primaryButton.1.png`).
    static func files() -> Set<String> {
        let root = golden.appendingPathComponent("ds").path
        let found = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
        return Set(found.filter { $0.hasSuffix(".png") }.map { "ds/\($0)" })
    }

    @Test func everyImageHasItsFileAndNoFileIsStale() {
        let expected = Set(ChallengeDesignSystemCatalog.catalog.images.map(\.goldenPath))
        let files = Self.files()
        #expect(expected.count == 2 * ChallengeDesignSystemCatalog.cases.count)
        #expect(expected.subtracting(files).sorted() == [], "missing: record them (swift test or proof record)")
        #expect(files.subtracting(expected).sorted() == [], "stale: delete them or restore their states")
    }

    @Test(arguments: ["Atoms", "Molecules", "Organisms", "Theme", "Extensions"])
    func theSnapshotFolderLinksToTheGoldens(group: String) throws {
        let link = Self.tests.appendingPathComponent("Snapshots/\(group)/__Snapshots__").path
        let target = try FileManager.default.destinationOfSymbolicLink(atPath: link)
        #expect(target == "../../../../../Golden/ds/\(group)")
        #expect(Set(ChallengeDesignSystemCatalog.cases.map(\.group)).contains(group))
    }
}
