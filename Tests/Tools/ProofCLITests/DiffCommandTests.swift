import Foundation
import ProofCLICore
import ProofSnapshot
import Raster
import Testing

@MainActor
@Suite("CLI: proof diff")
struct DiffCommandTests {
    /// Two PNGs and what `proof diff` says of them.
    struct DiffCase: CustomTestStringConvertible, Sendable {
        var name: String
        /// Pixels of the new image changed from the reference (index, new red value).
        var changes: [(Int, UInt8)]
        /// The new image's size, when not the reference's 10 × 6.
        var newSize: (Int, Int)? = nil
        var extra: [String] = []
        var status: Int32
        var lines: [String]
        var testDescription: String { name }
    }

    static func bitmap(width: Int, height: Int, changes: [(Int, UInt8)] = []) throws -> Bitmap {
        var bitmap = try Bitmap(width: width, height: height)
        for i in stride(from: 0, to: bitmap.pixels.count, by: 4) {
            bitmap.pixels[i] = 200
            bitmap.pixels[i + 1] = 100
            bitmap.pixels[i + 2] = 50
            bitmap.pixels[i + 3] = 255
        }
        for (index, red) in changes { bitmap.pixels[index * 4] = red }
        return bitmap
    }

    @Test(arguments: [
        DiffCase(
            name: "the same pixels", changes: [], status: 0,
            lines: [
                "differing pixels: 0 of 60 (0.00 %)", "max channel difference: 0, max ΔE94: 0.00", "verdict: same",
            ]),
        DiffCase(
            name: "two pixels differ", changes: [(0, 0), (13, 190)], status: 1,
            lines: [
                "differing pixels: 2 of 60 (3.33 %) in ", "max channel difference: 200, max ΔE94: ",
                "verdict: different",
            ]),
        DiffCase(
            name: "within the tolerance", changes: [(0, 0), (13, 190)], extra: ["--tolerance", "0.95"], status: 0,
            lines: ["differing pixels: 2 of 60", "verdict: same (tolerance 0.95; at most 3 failing pixels allowed)"]),
        DiffCase(
            name: "a small colour change within the perceptual precision", changes: [(13, 199)],
            extra: ["--tolerance", "1,0.98"], status: 0,
            lines: ["failing pixels (beyond the perceptual precision): 0", "verdict: same"]),
        DiffCase(
            name: "sizes differ", changes: [], newSize: (10, 7), status: 1,
            lines: ["new: new.png (10×7 px)", "sizes differ", "verdict: different"]),
    ])
    func diffPrintsTheNumbersAndExitsByVerdict(_ diffCase: DiffCase) async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try PNGCodec.write(try Self.bitmap(width: 10, height: 6), to: folder.path + "/ref.png")
        let (w, h) = diffCase.newSize ?? (10, 6)
        try PNGCodec.write(
            try Self.bitmap(width: w, height: h, changes: diffCase.changes), to: folder.path + "/new.png")
        let run = await proof(["diff", "ref.png", "new.png", "--out", "d/diff.png"] + diffCase.extra, in: folder.path)
        #expect(run.status == diffCase.status, "\(run.output) \(run.errors)")
        #expect(run.output.first == "reference: ref.png (10×6 px)")
        for line in diffCase.lines {
            #expect(run.output.contains { $0.hasPrefix(line) }, "\(line) not in \(run.output)")
        }
        // The strip is reference | difference | new.
        let strip = try PNGCodec.read(contentsOf: folder.path + "/d/diff.png")
        #expect(strip.width == 10 + w + w && strip.height == max(6, h))
        #expect(run.output.last == "wrote d/diff.png (reference | difference | new, \(strip.width)×\(strip.height) px)")
        if diffCase.changes.first?.0 == 0 && diffCase.status == 1 {
            #expect(strip.pixel(x: 10, y: 0) == (255, 0, 255, 255), "a failing pixel is magenta")
        }
    }
}
