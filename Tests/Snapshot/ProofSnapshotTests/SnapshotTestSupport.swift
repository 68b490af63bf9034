import Foundation
import Raster

/// Runs `body` with a fresh empty folder under the system's temporary folder, removed afterwards.
func withScratchDirectory<R>(_ body: (String) throws -> R) throws -> R {
    let path = try makeScratchDirectory()
    defer { try? FileManager.default.removeItem(atPath: path) }
    return try body(path)
}

/// `withScratchDirectory` for a body that awaits.
@MainActor func withScratchDirectoryAsync<R>(_ body: (String) async throws -> R) async throws -> R {
    let path = try makeScratchDirectory()
    defer { try? FileManager.default.removeItem(atPath: path) }
    return try await body(path)
}

/// A fresh empty folder under the system's temporary folder.
private func makeScratchDirectory() throws -> String {
    let path = FileManager.default.temporaryDirectory
        .appendingPathComponent("ProofSnapshotTests-\(UUID().uuidString)", isDirectory: true).path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

/// An opaque bitmap filled with one straight RGB colour.
func solidBitmap(width: Int, height: Int, _ r: UInt8, _ g: UInt8, _ b: UInt8, alpha: UInt8 = 255) throws -> Bitmap {
    var straight: [UInt8] = []
    straight.reserveCapacity(width * height * 4)
    for _ in 0..<(width * height) { straight += [r, g, b, alpha] }
    return try Bitmap(width: width, height: height, straightRGBA: straight)
}

extension Bitmap {
    /// A copy with the premultiplied pixel at (x, y) replaced.
    func setting(x: Int, y: Int, _ rgba: [UInt8]) -> Bitmap {
        var copy = self
        let i = (y * width + x) * 4
        copy.pixels.replaceSubrange(i..<i + 4, with: rgba)
        return copy
    }

    /// The premultiplied pixel at (x, y) as an array.
    func rgba(x: Int, y: Int) -> [UInt8] {
        let i = (y * width + x) * 4
        return Array(pixels[i..<i + 4])
    }
}

/// The contents of the file at `path`, or nil when it cannot be read.
func fileBytes(_ path: String) -> [UInt8]? {
    FileManager.default.contents(atPath: path).map { [UInt8]($0) }
}

/// Writes `bytes` to `path`, creating folders.
func writeFile(_ bytes: [UInt8], to path: String) throws {
    let url = URL(fileURLWithPath: path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(bytes).write(to: url)
}

/// The names of the files in `directory`, sorted; empty when it does not exist.
func fileNames(in directory: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
}
