import Dispatch
import Foundation
import OUDSCatalog
import ProofSnapshot
import Raster

/// Verifies the whole OUDS golden set through a `GoldenStore` (render at 2x, compare pixels with
/// the decoded golden) with one task per core, and splits one core's time into render, golden
/// decoding and comparison; prints one line `scene=ouds_verify …`. Views are laid out on the main
/// actor, one at a time as SwiftUI does; drawing, decoding and comparing run on every core.
@MainActor enum OUDSVerifyBench {
    /// Verifies the goldens under `goldenRoot` (the repository's `Golden/` folder).
    static func run(goldenRoot: String) async throws {
        let store = GoldenStore(root: goldenRoot)
        let images = OUDSCatalog.catalog.images
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let t0 = DispatchTime.now().uptimeNanoseconds
        let failures = await withTaskGroup(of: Int.self) { group in
            for worker in 0..<cores {
                group.addTask {
                    var failed = 0
                    for i in stride(from: worker, to: images.count, by: cores) {
                        if (try? await store.verify(images[i]).isMatch) != true { failed += 1 }
                    }
                    return failed
                }
            }
            var total = 0
            for await failed in group { total += failed }
            return total
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e9
        // One core, a sample of 200 images: where the time goes.
        var renderNs: UInt64 = 0
        var decodeNs: UInt64 = 0
        var compareNs: UInt64 = 0
        let sample = images.prefix(200)
        for image in sample {
            let a = DispatchTime.now().uptimeNanoseconds
            let bitmap = try await image.render()
            let b = DispatchTime.now().uptimeNanoseconds
            let golden = try PNGCodec.read(contentsOf: store.path(of: image.goldenPath))
            let c = DispatchTime.now().uptimeNanoseconds
            _ = golden == bitmap
            let d = DispatchTime.now().uptimeNanoseconds
            renderNs += b - a
            decodeNs += c - b
            compareNs += d - c
        }
        let n = Double(sample.count)
        func ms(_ v: UInt64) -> String { String(format: "%.3f", Double(v) / n / 1e6) }
        print(
            "scene=ouds_verify images=\(images.count) cores=\(cores) seconds=\(String(format: "%.2f", seconds))"
                + " images_per_s=\(String(format: "%.0f", Double(images.count) / seconds))"
                + " failures=\(failures)"
                + " per_image_ms(render=\(ms(renderNs)) decode=\(ms(decodeNs)) compare=\(ms(compareNs)))")
    }
}
