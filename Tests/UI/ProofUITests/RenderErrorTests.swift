import Foundation
import ProofUI
import Raster
import Testing

/// `RenderError` keeps the error of the layer that failed as a value, so callers can switch on it,
/// and builds a message a person can act on.
@MainActor
@Suite("UI: render errors")
struct RenderErrorTests {
    @Test func writingThePNGOverAFolderIsARasterFileErrorNamingThePath() throws {
        let image = try ViewRenderer.render(Color.red.frame(width: 4, height: 4))
        let folder = NSTemporaryDirectory() + "proof-render-error-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        do {
            try image.writePNG(to: folder)
            Issue.record("writing a PNG over a folder succeeded")
        } catch {
            guard case .raster(.fileError(let path, _)) = error else {
                Issue.record("expected .raster(.fileError), got \(error)")
                return
            }
            #expect(path == folder)
            #expect(error.description.hasPrefix("cannot write the PNG to \(folder): "))
        }
    }

    @Test func aTextThatCannotBeSetIsATextErrorWithTheFontError() {
        do {
            _ = try ViewRenderer.displayList(Text("Hello").font(.system(size: .infinity)))
            Issue.record("an infinite font size was accepted")
        } catch {
            guard case .text(let string, .font(.invalidParameter(let what))) = error else {
                Issue.record("expected .text(_, .font(.invalidParameter)), got \(error)")
                return
            }
            #expect(string == "Hello")
            #expect(what.contains("font size"))
            #expect(error.description.hasPrefix("text \"Hello\": invalid text parameter: font size"))
        }
    }

    @Test func lowerLevelErrorsKeepTheirOwnMessages() {
        let geometry = RasterError.nonFiniteGeometry("path")
        #expect(RenderError.raster(geometry).description == "drawing failed: \(geometry)")
        let encoding = RasterError.pngEncodingFailed("out of memory")
        #expect(RenderError.raster(encoding).description == encoding.description)
        let canvas = RasterError.invalidCanvasSize(width: 0, height: 1, limit: 16384)
        #expect(RenderError.raster(canvas).description == "render size: \(canvas)")
        let glyph = TextRenderingError.raster(geometry)
        #expect(RenderError.text("star.fill", glyph).description == "text \"star.fill\": \(geometry)")
        #expect(RenderError.raster(geometry) != RenderError.text("", glyph))
    }
}
