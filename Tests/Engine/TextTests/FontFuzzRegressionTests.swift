import Foundation
import ProofText
import Testing

/// Font files the fuzzer found (`Scripts/fuzz font`; kept under `Tests/Fuzz/Crashes/font/`, replayed
/// by every fuzz run) and what was wrong.
@Suite("Text: font fuzz regressions")
struct FontFuzzRegressionTests {
    static let crashes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fuzz/Crashes/font")

    /// crash-1898d064…: Quicksand with its hhea descender set to −32,768, whose Int16 negation
    /// trapped (arithmetic overflow) while the metrics were read. The face now loads, with the
    /// descender as a positive depth.
    @Test func theMostNegativeDescenderLoads() throws {
        let path = Self.crashes.appendingPathComponent("crash-1898d064f661d840e6220d5c80b24a87a67df762").path
        let data = try #require(FileManager.default.contents(atPath: path))
        let face = try FontFace(data: data, path: path)
        #expect(face.metrics.descender == 32_768)
    }
}
