import Dispatch
import Foundation
import OUDSCatalog
import ProofSnapshot
import ProofUI
import Raster

/// `proof-ui-bench [--reps N]`: lays out and renders a 40-view form-like screen at 2x and reports
/// where the time goes. Times are medians in milliseconds:
/// - `total_ms`: view → pixels with warm caches (what a snapshot suite pays per render);
/// - `layout_ms`: resolving, measuring and placing, text layout served from the cache;
/// - `text_ms`: the extra cost of laying the text out from scratch (cold text-layout cache);
/// - `raster_ms`: playing the display list onto the canvas (fills, strokes, glyphs, layers);
/// - shares of the warm total, so the split reads as ratios measured in the same run.
struct FormScreen: View {
    struct Row: View {
        let title: String
        let value: String
        var body: some View {
            HStack {
                Image(systemName: "person.fill").foregroundColor(.accentColor)
                Text(title)
                Spacer()
                Text(value).foregroundStyle(.secondary)
                Image(systemName: "chevron.right").foregroundStyle(.tertiary)
            }
            .padding(.vertical, 10)
        }
    }

    struct Field: View {
        let label: String
        let placeholder: String
        var body: some View {
            VStack(alignment: .leading, spacing: 4) {
                Text(label).font(.footnote).foregroundStyle(.secondary)
                Text(placeholder)
                    .foregroundStyle(.tertiary)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .padding(12)
                    .background(RoundedRectangle(cornerRadius: 10).strokeBorder(Color.gray.opacity(0.5), lineWidth: 1))
            }
        }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Account").font(.largeTitle).bold()
            Field(label: "First name", placeholder: "Jane")
            Field(label: "Last name", placeholder: "Appleseed")
            Field(label: "Email", placeholder: "jane@example.org")
            VStack(spacing: 0) {
                Row(title: "Plan", value: "Premium")
                Divider()
                Row(title: "Language", value: "English")
                Divider()
                Row(title: "Region", value: "France")
            }
            .padding(.horizontal, 12)
            .background(Color.gray.opacity(0.1), in: RoundedRectangle(cornerRadius: 12))
            Toggle("Notifications", isOn: .constant(true))
            Toggle("Newsletter", isOn: .constant(false))
            ProgressView(value: 0.7) { Text("Profile 70 % complete").font(.caption) }
            Button("Save changes") {}.buttonStyle(.borderedProminent).frame(maxWidth: .infinity)
        }
        .padding()
        .background(Color.white)
    }
}

func median(_ xs: [Double]) -> Double { xs.sorted()[xs.count / 2] }

func time(_ reps: Int, _ body: () throws -> Void) rethrows -> Double {
    try body()
    var samples: [Double] = []
    for _ in 0..<reps {
        let t0 = DispatchTime.now().uptimeNanoseconds
        try body()
        samples.append(Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e6)
    }
    return median(samples)
}

var reps = 30
var goldenRoot: String?
var args = CommandLine.arguments.dropFirst()
while let a = args.popFirst() {
    if a == "--reps", let n = args.popFirst().flatMap(Int.init), n > 0 {
        reps = n
    } else if a == "--golden", let g = args.popFirst() {
        goldenRoot = g
    } else {
        print("usage: proof-ui-bench [--reps N] [--golden <Golden folder>]")
        exit(2)
    }
}

/// Verifies the whole OUDS golden set (render at 2x and compare pixels with the decoded golden) on
/// every core, and splits one core's time into render, golden decoding and comparison.
func verifyOUDS(goldenRoot: String) throws {
    OUDSCatalog.register()
    let store = GoldenStore(root: goldenRoot)
    let images = OUDSCatalog.catalog.images
    let jobs = images
    let cores = ProcessInfo.processInfo.activeProcessorCount
    final class Tally: @unchecked Sendable {
        let lock = NSLock()
        var failures = 0
        func add(_ n: Int) {
            lock.lock()
            failures += n
            lock.unlock()
        }
    }
    let tally = Tally()
    let work = jobs
    let t0 = DispatchTime.now().uptimeNanoseconds
    DispatchQueue.concurrentPerform(iterations: cores) { worker in
        var failed = 0
        for i in stride(from: worker, to: work.count, by: cores) {
            if (try? store.verify(images[i]).isMatch) != true { failed += 1 }
        }
        tally.add(failed)
    }
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e9
    // One core, a sample of 200 images: where the time goes.
    var renderNs: UInt64 = 0
    var decodeNs: UInt64 = 0
    var compareNs: UInt64 = 0
    let sample = images.prefix(200)
    for catalogImage in sample {
        let a = DispatchTime.now().uptimeNanoseconds
        let bitmap = try catalogImage.render()
        let b = DispatchTime.now().uptimeNanoseconds
        let golden = try PNGCodec.read(contentsOf: store.path(of: catalogImage.goldenPath))
        let c = DispatchTime.now().uptimeNanoseconds
        _ = golden.pixels == bitmap.pixels
        let d = DispatchTime.now().uptimeNanoseconds
        renderNs += b - a
        decodeNs += c - b
        compareNs += d - c
    }
    let n = Double(sample.count)
    func ms(_ v: UInt64) -> String { String(format: "%.3f", Double(v) / n / 1e6) }
    print(
        "scene=ouds_verify images=\(jobs.count) cores=\(cores) seconds=\(String(format: "%.2f", seconds))"
            + " images_per_s=\(String(format: "%.0f", Double(jobs.count) / seconds)) failures=\(tally.failures)"
            + " per_image_ms(render=\(ms(renderNs)) decode=\(ms(decodeNs)) compare=\(ms(compareNs)))")
}

do {
    let config = RenderConfiguration(size: .fixed(width: 390, height: 844), scale: 2)
    let screen = FormScreen()
    let list = try ViewRenderer.displayList(screen, configuration: config)
    let views = list.items.count
    let totalMs = try time(reps) { _ = try ViewRenderer.render(screen, configuration: config) }
    let layoutMs = try time(reps) { _ = try ViewRenderer.displayList(screen, configuration: config) }
    let coldMs = try time(reps) {
        TextLayoutCache.shared.removeAll()
        _ = try ViewRenderer.displayList(screen, configuration: config)
    }
    let rasterMs = try time(reps) { _ = try ViewRenderer.render(list, scale: 2) }
    func f(_ v: Double) -> String { String(format: "%.3f", v) }
    func pct(_ v: Double) -> String { String(format: "%.0f%%", 100 * v / totalMs) }
    print(
        "scene=ui_form_40 size=390x844@2x display_items=\(views) total_ms=\(f(totalMs)) layout_ms=\(f(layoutMs)) text_ms=\(f(coldMs - layoutMs))"
            + " raster_ms=\(f(rasterMs)) layout_share=\(pct(layoutMs)) raster_share=\(pct(rasterMs)) cold_total_ms=\(f(coldMs + rasterMs))"
    )
    if let goldenRoot { try verifyOUDS(goldenRoot: goldenRoot) }
} catch {
    print("proof-ui-bench: \(error)")
    exit(1)
}
