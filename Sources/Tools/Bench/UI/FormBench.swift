import Foundation
import ProofUI

/// Lays out and renders `FormScreen` (390 × 844 points at 2x) and prints where the time goes, as
/// medians in milliseconds on one line `scene=ui_form_40 …`:
/// - `total_ms`: view → pixels with warm caches (what a snapshot suite pays per render);
/// - `layout_ms`: resolving, measuring and placing, text layout served from the cache;
/// - `text_ms`: the extra cost of laying the text out from scratch (cold text-layout cache);
/// - `raster_ms`: playing the display list onto the canvas (fills, strokes, glyphs, layers);
/// - shares of the warm total, so the split reads as ratios measured in the same run.
@MainActor enum FormBench {
    /// Runs each measurement `reps` times.
    static func run(reps: Int) throws {
        let config = RenderConfiguration(size: .fixed(width: 390, height: 844), scale: 2)
        let screen = FormScreen()
        let list = try ViewRenderer.displayList(screen, configuration: config)
        let views = list.items.count
        let totalMs = try Timing.milliseconds(reps) { _ = try ViewRenderer.render(screen, configuration: config) }
        let layoutMs = try Timing.milliseconds(reps) { _ = try ViewRenderer.displayList(screen, configuration: config) }
        let coldMs = try Timing.milliseconds(reps) {
            TextLayoutCache.shared.removeAll()
            _ = try ViewRenderer.displayList(screen, configuration: config)
        }
        let rasterMs = try Timing.milliseconds(reps) { _ = try ViewRenderer.render(list, scale: 2) }
        func f(_ v: Double) -> String { String(format: "%.3f", v) }
        func pct(_ v: Double) -> String { String(format: "%.0f%%", 100 * v / totalMs) }
        print(
            "scene=ui_form_40 size=390x844@2x display_items=\(views) total_ms=\(f(totalMs)) layout_ms=\(f(layoutMs))"
                + " text_ms=\(f(coldMs - layoutMs)) raster_ms=\(f(rasterMs)) layout_share=\(pct(layoutMs))"
                + " raster_share=\(pct(rasterMs)) cold_total_ms=\(f(coldMs + rasterMs))")
    }
}
