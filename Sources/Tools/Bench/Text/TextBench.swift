import Foundation
import ProofText
import Raster

/// `proof-text-bench [--reps N]`: times Proof's text pipeline (release build) and prints one line per
/// case: a 2,000-character paragraph shaped, laid out and drawn; 1,000 button-like labels; the
/// 46-glyph line at 17 px that `Scripts/bench-text` also draws with skia-python; a warm 20-character
/// label; and the glyph cache's hit rate. Times are medians in milliseconds (µs for the label).
struct TextBench {
    static let line46 = "The quick brown fox jumps over the lazy dog 123"
    static let label20 = "Continue to checkout"

    static func median(_ xs: [Double]) -> Double { xs.sorted()[xs.count / 2] }

    static func time(_ reps: Int, _ body: () throws -> Void) rethrows -> Double {
        try body()  // warm-up
        var samples: [Double] = []
        for _ in 0..<reps {
            let t0 = DispatchTime.now().uptimeNanoseconds
            try body()
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e6)
        }
        return median(samples)
    }

    static func run(reps: Int) throws {
        let typesetter = Typesetter()
        let body = TextAttributes(size: 15)
        let words =
            ("lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut labore et "
            + "dolore magna aliqua").split(separator: " ")
        var paragraph = ""
        var i = 0
        while paragraph.unicodeScalars.count < 2000 {
            paragraph += words[i % words.count] + " "
            i += 1
        }
        paragraph = String(paragraph.prefix(2000))
        let pageCanvas = try Canvas(width: 640, height: 1400)
        let paragraphMs = try time(reps) {
            pageCanvas.clear(.white)
            let layout = try typesetter.layout(
                AttributedText(paragraph, attributes: body), options: TextLayoutOptions(maxWidth: 600))
            try pageCanvas.draw(layout, at: Point(x: 20, y: 20), paint: .solid(.black))
        }
        print("scene=text_paragraph_2000 proof_ms=\(String(format: "%.3f", paragraphMs))")

        let labelsCanvas = try Canvas(width: 1000, height: 1000)
        let labelAttrs = TextAttributes(weight: .semibold, size: 14)
        let labelsMs = try time(max(3, reps / 5)) {
            labelsCanvas.clear(.white)
            for k in 0..<1000 {
                let layout = try typesetter.layout(AttributedText("Button \(k)", attributes: labelAttrs))
                try labelsCanvas.draw(
                    layout, at: Point(x: Double(k % 10) * 100, y: Double(k / 10) * 10), paint: .solid(.black))
            }
        }
        print("scene=text_labels_1000 proof_ms=\(String(format: "%.3f", labelsMs))")

        let font = try FontRegistry.shared.resolve(family: nil, weight: .regular)
        let lineCanvas = try Canvas(width: 420, height: 30)
        let lineLayout = try typesetter.layout(AttributedText(line46, attributes: TextAttributes(size: 17)))
        let glyphs = lineLayout.lines.flatMap(\.runs).reduce(0) { $0 + $1.glyphs.count }
        GlyphCache.shared.resetStatistics()
        let drawMs = try time(reps * 10) {
            lineCanvas.clear(.white)
            try lineCanvas.draw(lineLayout, at: Point(x: 4, y: 4), paint: .solid(.black))
        }
        let layoutDrawMs = try time(reps * 10) {
            lineCanvas.clear(.white)
            let l = try typesetter.layout(AttributedText(line46, attributes: TextAttributes(size: 17)))
            try lineCanvas.draw(l, at: Point(x: 4, y: 4), paint: .solid(.black))
        }
        print(
            "scene=text_line_46 glyphs=\(glyphs) font=\(font.path) proof_ms=\(String(format: "%.4f", drawMs))"
                + " proof_layout_and_draw_ms=\(String(format: "%.4f", layoutDrawMs))")

        let labelCanvas = try Canvas(width: 200, height: 30)
        let labelMs = try time(reps * 20) {
            let l = try typesetter.layout(AttributedText(label20, attributes: TextAttributes(size: 17)))
            try labelCanvas.draw(l, at: Point(x: 2, y: 2), paint: .solid(.black))
        }
        let labelLayout = try typesetter.layout(AttributedText(label20, attributes: TextAttributes(size: 17)))
        let labelLayoutMs = try time(reps * 20) {
            _ = try typesetter.layout(AttributedText(label20, attributes: TextAttributes(size: 17)))
        }
        let labelDrawMs = try time(reps * 20) {
            try labelCanvas.draw(labelLayout, at: Point(x: 2, y: 2), paint: .solid(.black))
        }
        print(
            "scene=text_label_20 proof_us=\(String(format: "%.2f", labelMs * 1000))"
                + " layout_us=\(String(format: "%.2f", labelLayoutMs * 1000))"
                + " draw_us=\(String(format: "%.2f", labelDrawMs * 1000)) (layout uncached + draw, glyph cache warm)")
        let stats = GlyphCache.shared.statistics
        print(
            "glyph_cache hits=\(stats.hits) misses=\(stats.misses) hit_rate=\(String(format: "%.4f", stats.hitRate))"
                + " entries=\(stats.entries) bytes=\(stats.bytes)")
    }
}
