import Foundation

/// The hashes of the goldens of one golden root, kept beside them in `<root>/.proof-hashes.json`
/// (`GoldenManifest.fileName`) and written atomically by `proof record`. With it, `proof verify`
/// skips decoding a golden whose file still has the recorded bytes and whose rendering has the
/// recorded pixels; any other golden is decoded and compared as without it. A stale or missing
/// entry only costs that decoding, never a wrong verdict.
///
/// ```json
/// {"version": 1, "hash": "xxh64",
///  "goldens": {"ouds/orange/button/strong-enabled-dark.png": {"png": "9b7d50c047818b1b", "pixels": "…"}}}
/// ```
public struct GoldenManifest: Codable, Sendable, Equatable {
    /// The hashes of one golden, as 16 hexadecimal digits each (`GoldenHash.hex`).
    public struct Entry: Codable, Sendable, Equatable {
        /// XXH64 of the PNG file's bytes.
        public var png: String
        /// `GoldenHash.pixels(of:)` of the decoded pixels (which are the recorded rendering's).
        public var pixels: String

        /// An entry of these hashes.
        public init(png: UInt64, pixels: UInt64) {
            self.png = GoldenHash.hex(png)
            self.pixels = GoldenHash.hex(pixels)
        }
    }

    /// The manifest's file name inside the golden root (hidden, so never taken for a golden).
    public static let fileName = ".proof-hashes.json"
    /// The format version this code reads and writes.
    public static let currentVersion = 1

    /// The format version.
    public var version: Int
    /// The hash function, `xxh64`.
    public var hash: String
    /// Entries by golden path relative to the root (`raster/cap-round.png`).
    public var goldens: [String: Entry]

    /// A manifest of `goldens`.
    public init(goldens: [String: Entry] = [:]) {
        version = Self.currentVersion
        hash = "xxh64"
        self.goldens = goldens
    }

    /// The manifest of `store`'s root: nil when there is none or it is not one this code writes (a
    /// damaged or foreign file is ignored, so verification decodes every golden).
    public static func load(from store: GoldenStore) -> GoldenManifest? {
        let path = store.path(of: fileName)
        guard SnapshotFileSystem.exists(path), let bytes = try? SnapshotFileSystem.read(path),
            let manifest = try? JSONDecoder().decode(GoldenManifest.self, from: Data(bytes)),
            manifest.version == currentVersion, manifest.hash == "xxh64"
        else { return nil }
        return manifest
    }

    /// Writes the manifest into `store`'s root, atomically, sorted by path so that it diffs well.
    public func write(to store: GoldenStore) throws(SnapshotError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        let data: Data
        do { data = try encoder.encode(self) } catch { throw .encodingFailed(reason: "\(error)") }
        try SnapshotFileSystem.writeAtomically([UInt8](data) + [0x0A], to: store.path(of: Self.fileName))
    }
}
