import Foundation
import Raster

/// The golden images of a folder: where each lives, how a rendering is compared with it, and how
/// it is (re)recorded. Every golden suite and catalog verifier goes through one store.
///
/// - Paths: a golden's path is `root` + `/` + its relative path (`raster/cap-round.png`).
/// - Comparison decodes the golden and compares pixels (never the encoded bytes, which depend on
///   zlib), exactly by default or with `ImageComparison`'s tolerances.
/// - On a mismatch the rendering is written beside the golden as `<name>.actual.png` and the
///   reference | difference | new strip (`DiffStrip`) as `<name>.diff.png`; on a match stale
///   artifacts are removed. Artifacts are never taken for goldens (`goldenPaths(under:)`).
/// - Every write is atomic (temporary file, flush, rename, folder flush), so a golden is never half-written.
public struct GoldenStore: Sendable {
    /// The folder golden paths are relative to.
    public let root: String

    /// A store of the goldens under `root`.
    public init(root: String) { self.root = root }

    /// The `Golden/` folder of the checkout holding `filePath`: the nearest folder above it that
    /// contains `Package.swift`. Tests pass `#filePath`.
    public static func checkout(containing filePath: String, folder: String = "Golden") -> GoldenStore {
        var url = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        while url.pathComponents.count > 1,
            !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path)
        {
            url.deleteLastPathComponent()
        }
        return GoldenStore(root: url.appendingPathComponent(folder).path)
    }

    /// Suffixes of the files a failed comparison leaves beside a golden.
    public static let artifactSuffixes = [".actual.png", ".diff.png"]

    /// The full path of the golden at `relativePath`.
    public func path(of relativePath: String) -> String { root + "/" + relativePath }

    /// Renders `image` and compares it with its golden (see `compare(_:with:precision:perceptualPrecision:)`).
    /// A rendering that throws is reported as `GoldenStoreError.renderFailed`.
    /// With a `manifest` (`GoldenManifest.load(from:)`), a golden whose file still hashes as recorded
    /// and whose recorded pixel hash equals the rendering's is a match without being decoded.
    public func verify(
        _ image: CatalogImage, precision: Float = 1, perceptualPrecision: Float = 1, manifest: GoldenManifest? = nil
    ) async throws(GoldenStoreError) -> GoldenVerdict {
        let bitmap = try await render(image)
        if let entry = manifest?.goldens[image.goldenPath],
            entry.pixels == GoldenHash.hex(GoldenHash.pixels(of: bitmap)),
            fileHash(of: image.goldenPath) == entry.png
        {
            removeArtifacts(of: image.goldenPath)
            return .matches
        }
        return try compare(
            bitmap, with: image.goldenPath, precision: precision, perceptualPrecision: perceptualPrecision)
    }

    /// What `record(_:manifest:)` did: the golden's hashes for the manifest, and whether the file was
    /// written (false when it already held exactly these pixels).
    public struct Recording: Sendable, Equatable {
        /// The hashes of the golden as it now is.
        public let entry: GoldenManifest.Entry
        /// Whether the golden file was (re)written.
        public let written: Bool
    }

    /// Renders `image` and records it as its golden unless the golden already has these pixels
    /// (by the `manifest`'s hashes, or byte for byte), removing stale artifacts either way.
    public func record(_ image: CatalogImage, manifest: GoldenManifest?) async throws(GoldenStoreError) -> Recording {
        let bitmap = try await render(image)
        let pixels = GoldenHash.pixels(of: bitmap)
        let relativePath = image.goldenPath
        if let entry = manifest?.goldens[relativePath], entry.pixels == GoldenHash.hex(pixels),
            fileHash(of: relativePath) == entry.png
        {
            removeArtifacts(of: relativePath)
            return Recording(entry: entry, written: false)
        }
        let bytes = try encode(bitmap, for: path(of: relativePath))
        let entry = GoldenManifest.Entry(png: GoldenHash.xxh64(bytes), pixels: pixels)
        let golden = path(of: relativePath)
        if SnapshotFileSystem.exists(golden), (try? SnapshotFileSystem.read(golden)) == bytes {
            removeArtifacts(of: relativePath)
            return Recording(entry: entry, written: false)
        }
        do { try SnapshotFileSystem.writeAtomically(bytes, to: golden) } catch { throw .snapshot(error) }
        removeArtifacts(of: relativePath)
        return Recording(entry: entry, written: true)
    }

    /// The XXH64 of the golden file at `relativePath` as manifest hex, or nil when it cannot be read.
    private func fileHash(of relativePath: String) -> String? {
        guard let bytes = try? SnapshotFileSystem.read(path(of: relativePath)) else { return nil }
        return GoldenHash.hex(GoldenHash.xxh64(bytes))
    }

    /// Compares `bitmap` with the golden at `relativePath`: `.matches` when the pixels are equal (or
    /// pass `precision`/`perceptualPrecision`, as `.image(precision:perceptualPrecision:)` does),
    /// else the verdict with the artifacts written.
    public func compare(
        _ bitmap: Bitmap, with relativePath: String, precision: Float = 1, perceptualPrecision: Float = 1
    ) throws(GoldenStoreError) -> GoldenVerdict {
        if let problem = ImageComparison.validate(precision: precision, perceptualPrecision: perceptualPrecision) {
            throw .invalidTolerance(problem)
        }
        let golden = path(of: Self.pngPath(relativePath))
        let actualPath = artifactPath(relativePath, ".actual.png")
        let diffPath = artifactPath(relativePath, ".diff.png")
        guard SnapshotFileSystem.exists(golden) else {
            try write(bitmap, to: actualPath)
            return .missing(goldenPath: golden, actualPath: actualPath)
        }
        let bytes: [UInt8]
        do { bytes = try SnapshotFileSystem.read(golden) } catch { throw .snapshot(error) }
        let expected: Bitmap
        do { expected = try PNGCodec.decode(bytes) } catch {
            try write(bitmap, to: actualPath)
            return .undecodable(goldenPath: golden, reason: "\(error)", actualPath: actualPath)
        }
        if expected == bitmap {
            removeArtifacts(of: relativePath)
            return .matches
        }
        let comparison = ImageComparison(expected: expected, actual: bitmap, perceptualPrecision: perceptualPrecision)
        if comparison.passes(precision: precision) {
            removeArtifacts(of: relativePath)
            return .matches
        }
        try write(bitmap, to: actualPath)
        let strip: Bitmap
        do {
            strip = try DiffStrip.make(expected: expected, actual: bitmap, perceptualPrecision: perceptualPrecision)
        } catch {
            throw .encodingFailed(path: diffPath, error)
        }
        try write(strip, to: diffPath)
        return .differs(goldenPath: golden, comparison: comparison, actualPath: actualPath, diffPath: diffPath)
    }

    /// Renders `image` and writes it as its golden (atomically), removing stale artifacts.
    public func record(_ image: CatalogImage) async throws(GoldenStoreError) {
        try record(await render(image), at: image.goldenPath)
    }

    /// Writes `bitmap` as the golden at `relativePath` (atomically, creating folders), removing
    /// stale artifacts.
    public func record(_ bitmap: Bitmap, at relativePath: String) throws(GoldenStoreError) {
        try write(bitmap, to: path(of: Self.pngPath(relativePath)))
        removeArtifacts(of: relativePath)
    }

    /// The relative paths of the goldens under `folder` (relative to `root`; empty for all),
    /// sorted, without artifacts or hidden files. A missing folder has none.
    public func goldenPaths(under folder: String = "") -> [String] {
        let base = folder.isEmpty ? root : path(of: folder)
        guard let enumerator = FileManager.default.enumerator(atPath: base) else { return [] }
        var paths: [String] = []
        while let file = enumerator.nextObject() as? String {
            let name = file.split(separator: "/").last.map(String.init) ?? file
            guard file.hasSuffix(".png"), !name.hasPrefix("."),
                !Self.artifactSuffixes.contains(where: { file.hasSuffix($0) })
            else { continue }
            paths.append(folder.isEmpty ? file : folder + "/" + file)
        }
        return paths.sorted()
    }

    /// Goldens under `folder` that none of `images` renders: left behind by removed images.
    public func staleGoldens(under folder: String, images: [CatalogImage]) -> [String] {
        let known = Set(images.map(\.goldenPath))
        return goldenPaths(under: folder).filter { !known.contains($0) }
    }

    /// The golden folders of `images`: the first folder of each golden path (`ouds` for
    /// `ouds/orange/button.png`), or `""` for goldens at the root. Orphans are looked for there
    /// only, so that a catalog never claims another catalog's goldens sharing the root.
    public static func scopes(of images: [CatalogImage]) -> [String] {
        Set(
            images.map {
                $0.goldenPath.split(separator: "/").count > 1 ? String($0.goldenPath.prefix { $0 != "/" }) : ""
            }
        )
        .sorted()
    }

    /// The goldens in the golden folders of `images` (`scopes(of:)`) that none of them renders:
    /// left behind by removed or renamed previews. Sorted relative paths.
    public func orphans(of images: [CatalogImage]) -> [String] {
        let known = Set(images.map(\.goldenPath))
        return candidates(in: Self.scopes(of: images), artifacts: false).filter { !known.contains($0) }
    }

    /// The `.actual.png` and `.diff.png` files in the golden folders of `images` whose golden is
    /// none of theirs (an orphan's, or a removed image's that had no golden). Sorted relative paths.
    public func orphanArtifacts(of images: [CatalogImage]) -> [String] {
        let known = Set(images.map(\.goldenPath))
        return candidates(in: Self.scopes(of: images), artifacts: true).filter { file in
            guard let suffix = Self.artifactSuffixes.first(where: { file.hasSuffix($0) }) else { return false }
            return !known.contains(String(file.dropLast(suffix.count)) + ".png")
        }
    }

    /// The temporary files that interrupted writes left in the golden folders of `images` and at the
    /// root (`.<file>.<pid>-<nonce>.tmp`, as every atomic write names them), of processes that are no
    /// longer running: a killed `proof record` leaves at most one per job. Sorted relative paths.
    public func interruptedWrites(of images: [CatalogImage]) -> [String] {
        var found: [String] = []
        for scope in Set(Self.scopes(of: images) + [""]) {
            let base = scope.isEmpty ? root : path(of: scope)
            let files =
                scope.isEmpty
                ? (try? FileManager.default.contentsOfDirectory(atPath: base)) ?? []
                : (FileManager.default.enumerator(atPath: base)?.allObjects as? [String]) ?? []
            for file in files {
                let name = file.split(separator: "/").last.map(String.init) ?? file
                guard name.hasPrefix("."), name.hasSuffix(".tmp"), let pid = Self.writer(ofTemporary: name),
                    kill(pid, 0) != 0
                else { continue }
                found.append(scope.isEmpty ? file : scope + "/" + file)
            }
        }
        return found.sorted()
    }

    /// The process id in a temporary file name `.<file>.<pid>-<nonce>.tmp`, nil for another name.
    static func writer(ofTemporary name: String) -> pid_t? {
        let stem = name.dropLast(4)
        guard let dash = stem.lastIndex(of: "-"), let dot = stem[..<dash].lastIndex(of: ".") else { return nil }
        return pid_t(stem[stem.index(after: dot)..<dash])
    }

    /// Deletes the file at `relativePath` under the root (a golden or an artifact); a golden's
    /// artifacts go with it.
    public func remove(_ relativePath: String) throws(GoldenStoreError) {
        if unlink(path(of: relativePath)) != 0, errno != ENOENT {
            throw .snapshot(
                .cannotWrite(path: path(of: relativePath), reason: SnapshotFileSystem.systemReason(errno)))
        }
        if !Self.artifactSuffixes.contains(where: { relativePath.hasSuffix($0) }) { removeArtifacts(of: relativePath) }
    }

    /// The goldens (or, with `artifacts`, the artifacts) in `scopes`; `""` is the root's own files.
    private func candidates(in scopes: [String], artifacts: Bool) -> [String] {
        var found: [String] = []
        for scope in scopes {
            let base = scope.isEmpty ? root : path(of: scope)
            let files: [String]
            if scope.isEmpty {
                files = (try? FileManager.default.contentsOfDirectory(atPath: base)) ?? []
            } else {
                files = (FileManager.default.enumerator(atPath: base)?.allObjects as? [String]) ?? []
            }
            for file in files {
                let name = file.split(separator: "/").last.map(String.init) ?? file
                let isArtifact = Self.artifactSuffixes.contains { file.hasSuffix($0) }
                guard file.hasSuffix(".png"), !name.hasPrefix("."), isArtifact == artifacts else { continue }
                found.append(scope.isEmpty ? file : scope + "/" + file)
            }
        }
        return found.sorted()
    }

    // MARK: - Files

    private func render(_ image: CatalogImage) async throws(GoldenStoreError) -> Bitmap {
        do { return try await image.render() } catch { throw .renderFailed(name: image.name, reason: "\(error)") }
    }

    /// `relativePath` ending in `.png` (added when missing), so that artifact names derive from it.
    static func pngPath(_ relativePath: String) -> String {
        relativePath.hasSuffix(".png") ? relativePath : relativePath + ".png"
    }

    private func artifactPath(_ relativePath: String, _ suffix: String) -> String {
        path(of: String(Self.pngPath(relativePath).dropLast(4)) + suffix)
    }

    private func write(_ bitmap: Bitmap, to path: String) throws(GoldenStoreError) {
        let bytes = try encode(bitmap, for: path)
        do { try SnapshotFileSystem.writeAtomically(bytes, to: path) } catch { throw .snapshot(error) }
    }

    private func encode(_ bitmap: Bitmap, for path: String) throws(GoldenStoreError) -> [UInt8] {
        do { return try PNGCodec.encode(bitmap) } catch { throw .encodingFailed(path: path, error) }
    }

    private func removeArtifacts(of relativePath: String) {
        for suffix in Self.artifactSuffixes {
            let file = artifactPath(relativePath, suffix)
            if SnapshotFileSystem.exists(file) { unlink(file) }
        }
    }
}
