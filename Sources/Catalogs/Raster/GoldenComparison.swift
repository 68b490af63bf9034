import Foundation
import Raster

/// Compares a rendering with its golden PNG by pixels: the golden is decoded (cheap) rather than
/// the rendering encoded (several times dearer), and the same pixels always match whatever zlib
/// wrote the file. On a mismatch the actual image is written beside the golden as
/// `<name>.actual.png`; on a match a stale actual file is removed.
public enum GoldenComparison {
    /// Nil when `actual` has the pixels of the golden at `goldenPath`, else a message saying what
    /// differs and where the actual image was written.
    public static func mismatch(of actual: Bitmap, goldenPath: String) throws -> String? {
        let actualPath = String(goldenPath.dropLast(4)) + ".actual.png"
        guard let golden = FileManager.default.contents(atPath: goldenPath) else {
            try PNGCodec.write(actual, to: actualPath)
            return
                "no golden at \(goldenPath); the rendering was written to \(actualPath) — look at it, then run Scripts/record-goldens"
        }
        let expected = try PNGCodec.decode([UInt8](golden))
        if expected.width == actual.width && expected.height == actual.height && expected.pixels == actual.pixels {
            if FileManager.default.fileExists(atPath: actualPath) {
                try? FileManager.default.removeItem(atPath: actualPath)
            }
            return nil
        }
        var differing = 0
        var maxDelta = 0
        if expected.width == actual.width && expected.height == actual.height {
            for i in 0..<expected.pixels.count where expected.pixels[i] != actual.pixels[i] {
                differing += 1
                maxDelta = max(maxDelta, abs(Int(expected.pixels[i]) - Int(actual.pixels[i])))
            }
        }
        try PNGCodec.write(actual, to: actualPath)
        return
            "rendering differs from \(goldenPath) (\(expected.width)×\(expected.height) vs \(actual.width)×\(actual.height), \(differing) bytes differ, max Δ \(maxDelta)); actual written to \(actualPath)"
    }

    /// The `Golden` folder of the checkout containing `file` (pass `#filePath` from a test file two
    /// levels below the root, as `Tests/<Target>/<File>.swift`).
    public static func goldenRoot(testFile file: String) -> URL {
        var folder = URL(fileURLWithPath: file).deletingLastPathComponent()
        while folder.pathComponents.count > 1 {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { break }
            folder.deleteLastPathComponent()
        }
        return folder.appendingPathComponent("Golden")
    }
}
