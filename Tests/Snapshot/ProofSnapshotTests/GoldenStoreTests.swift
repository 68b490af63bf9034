import Foundation
import ProofSnapshot
import Raster
import Testing

/// The golden pipeline every golden suite goes through: paths, exact and tolerant comparison,
/// artifacts beside the golden, atomic recording, and stale-golden detection.
@MainActor
@Suite("Golden store: compare, record, artifacts")
struct GoldenStoreTests {
    static func image(_ path: String, _ bitmap: Bitmap) -> CatalogImage {
        CatalogImage(goldenPath: path, summary: "test") { bitmap }
    }

    @Test func aRecordedGoldenMatchesTheSamePixels() async throws {
        try await withScratchDirectoryAsync { root in
            let store = GoldenStore(root: root)
            let bitmap = try solidBitmap(width: 8, height: 6, 200, 40, 10)
            try await store.record(Self.image("group/red.png", bitmap))
            #expect(FileManager.default.fileExists(atPath: root + "/group/red.png"))
            #expect(try await store.verify(Self.image("group/red.png", bitmap)) == .matches)
            #expect(try PNGCodec.read(contentsOf: store.path(of: "group/red.png")).pixels == bitmap.pixels)
        }
    }

    @Test func aDifferenceWritesTheRenderingAndTheDiffStripAndAMatchRemovesThem() async throws {
        try await withScratchDirectoryAsync { root in
            let store = GoldenStore(root: root)
            let golden = try solidBitmap(width: 8, height: 6, 200, 40, 10)
            try store.record(golden, at: "a/b.png")
            let changed = golden.setting(x: 3, y: 2, [0, 0, 255, 255])
            let verdict = try await store.verify(Self.image("a/b.png", changed))
            guard case .differs(_, let comparison, let actualPath, let diffPath) = verdict else {
                Issue.record("expected a difference, got \(verdict)")
                return
            }
            #expect(comparison.differingPixelCount == 1)
            #expect(comparison.differingBounds == PixelRect(x: 3, y: 2, width: 1, height: 1))
            #expect(actualPath == root + "/a/b.actual.png")
            #expect(diffPath == root + "/a/b.diff.png")
            #expect(try PNGCodec.read(contentsOf: actualPath).pixels == changed.pixels)
            #expect(try PNGCodec.read(contentsOf: diffPath).width == 8 * 3)
            let message = try #require(verdict.message())
            #expect(message.contains("1 of 48 pixels differ"))
            #expect(message.contains(diffPath))
            #expect(store.goldenPaths() == ["a/b.png"], "artifacts are not goldens")

            #expect(try await store.verify(Self.image("a/b.png", golden)) == .matches)
            #expect(!FileManager.default.fileExists(atPath: actualPath))
            #expect(!FileManager.default.fileExists(atPath: diffPath))
        }
    }

    @Test func aMissingGoldenIsReportedWithTheRenderingWritten() async throws {
        try await withScratchDirectoryAsync { root in
            let store = GoldenStore(root: root)
            let bitmap = try solidBitmap(width: 4, height: 4, 0, 0, 0)
            let verdict = try await store.verify(Self.image("new/thing.png", bitmap))
            #expect(
                verdict == .missing(goldenPath: root + "/new/thing.png", actualPath: root + "/new/thing.actual.png"))
            #expect(FileManager.default.fileExists(atPath: root + "/new/thing.actual.png"))
            #expect(!FileManager.default.fileExists(atPath: root + "/new/thing.png"), "verifying never records")
        }
    }

    @Test func aDamagedGoldenIsUndecodableNotACrash() async throws {
        try await withScratchDirectoryAsync { root in
            try writeFile(Array("not a png".utf8), to: root + "/bad.png")
            let verdict = try await GoldenStore(root: root).verify(
                Self.image("bad.png", try solidBitmap(width: 2, height: 2, 1, 2, 3)))
            guard case .undecodable(let path, _, _) = verdict else {
                Issue.record("expected undecodable, got \(verdict)")
                return
            }
            #expect(path == root + "/bad.png")
        }
    }

    @Test func perceptualPrecisionToleratesInvisibleDifferences() throws {
        try withScratchDirectory { root in
            let store = GoldenStore(root: root)
            let golden = try solidBitmap(width: 4, height: 4, 100, 100, 100)
            try store.record(golden, at: "g.png")
            let nearly = golden.setting(x: 0, y: 0, [101, 100, 100, 255])
            #expect(try store.compare(nearly, with: "g.png") != .matches)
            #expect(try store.compare(nearly, with: "g.png", perceptualPrecision: 0.98) == .matches)
            #expect(throws: GoldenStoreError.self) { try store.compare(nearly, with: "g.png", precision: 2) }
        }
    }

    @Test func goldensNoImageRendersAreStale() throws {
        try withScratchDirectory { root in
            let store = GoldenStore(root: root)
            let bitmap = try solidBitmap(width: 2, height: 2, 9, 9, 9)
            try store.record(bitmap, at: "set/kept.png")
            try store.record(bitmap, at: "set/removed.png")
            try store.record(bitmap, at: "other/elsewhere.png")
            let stale = store.staleGoldens(under: "set", images: [Self.image("set/kept.png", bitmap)])
            #expect(stale == ["set/removed.png"])
        }
    }

    @Test func aRenderingThatThrowsIsATypedError() async throws {
        struct Broken: Error {}
        let image = CatalogImage(goldenPath: "x.png") { throw Broken() }
        await #expect(throws: GoldenStoreError.self) { try await GoldenStore(root: "/nonexistent").verify(image) }
    }

    @Test func theCheckoutStoreIsTheRepositorysGoldenFolder() {
        let store = GoldenStore.checkout(containing: #filePath)
        #expect(store.root.hasSuffix("/Golden"))
        #expect(FileManager.default.fileExists(atPath: store.root + "/raster"))
    }
}

extension GoldenStoreTests {
    @Test func aGoldenPathWithoutPNGGetsIt() async throws {
        try await withScratchDirectoryAsync { root in
            let image = CatalogImage(goldenPath: "bare/name") { try solidBitmap(width: 2, height: 2, 1, 2, 3) }
            #expect(image.goldenPath == "bare/name.png" && image.name == "bare/name")
            try await GoldenStore(root: root).record(image)
            #expect(FileManager.default.fileExists(atPath: root + "/bare/name.png"))
        }
    }
}

extension GoldenStoreTests {
    @Test func temporaryFilesOfInterruptedWritesAreFoundButNotThoseOfARunningWriter() throws {
        try withScratchDirectory { root in
            let store = GoldenStore(root: root)
            let bitmap = try solidBitmap(width: 2, height: 2, 9, 9, 9)
            try store.record(bitmap, at: "set/kept.png")
            let dead = "set/.kept.png.2147483000-1a2b.tmp"
            let alive = "set/.other.png.\(getpid())-3c4d.tmp"
            for file in [dead, alive] { try Data([1, 2, 3]).write(to: URL(fileURLWithPath: root + "/" + file)) }
            let images = [Self.image("set/kept.png", bitmap)]
            #expect(store.interruptedWrites(of: images) == [dead])
            #expect(store.goldenPaths() == ["set/kept.png"], "temporary files are never goldens")
            try store.remove(dead)
            #expect(store.interruptedWrites(of: images).isEmpty)
        }
    }
}
