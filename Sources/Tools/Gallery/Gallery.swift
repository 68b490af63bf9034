import Foundation
import ProofArguments
import ProofSnapshot
import Raster

/// Renders catalog images to `<output>/<golden path>` through a `GoldenStore` (atomic writes, so
/// pointed at `Golden/` it re-records the goldens byte for byte), prints each file written, and
/// writes an `index.html` that shows them by catalog.
struct Gallery {
    /// The catalogs to render, in page order.
    let catalogs: [Catalog]
    /// The output folder.
    let output: String
    /// `--only` patterns: image names, or prefixes ending in `/` (none: every image).
    let only: [String]

    /// The images `only` selects (`ImageSelection`: the rule every golden tool shares).
    var selection: ImageSelection { ImageSelection(only) }

    /// Renders the selected images and writes the index; `output` receives each file's path.
    @MainActor func run(output print: (String) -> Void) async throws(GalleryError) {
        let names = catalogs.flatMap { $0.images.map(\.name) }
        if let pattern = selection.firstUnmatched(in: names) {
            throw .noSuchImage(pattern, examples: NameSuggester.byCloseness(to: pattern, in: names))
        }
        do {
            try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        } catch {
            throw .cannotWrite(path: output, reason: error.localizedDescription)
        }
        let store = GoldenStore(root: output)
        var html =
            "<!doctype html><meta charset=utf-8><title>Proof gallery</title><body style='font:14px sans-serif'>\n"
        for catalog in catalogs {
            let images = selection.filter(catalog.images)
            guard !images.isEmpty else { continue }
            html += "<h2>\(catalog.name)</h2><p>\(catalog.summary)</p>\n"
            for image in images {
                let bitmap: Bitmap
                do { bitmap = try await image.render() } catch {
                    throw .image(.renderFailed(name: image.name, reason: "\(error)"))
                }
                do { try store.record(bitmap, at: image.goldenPath) } catch { throw .image(error) }
                print(store.path(of: image.goldenPath))
                let width = Int((Double(bitmap.width) / image.scale).rounded())
                let caption = image.summary.isEmpty ? "" : "<br>\(image.summary)"
                html +=
                    "<figure style='display:inline-block'><img src='\(image.goldenPath)' width=\(width)>"
                    + "<figcaption><b>\(image.name)</b>\(caption)</figcaption></figure>\n"
            }
        }
        let index = output + "/index.html"
        do { try html.write(toFile: index, atomically: true, encoding: .utf8) } catch {
            throw .cannotWrite(path: index, reason: error.localizedDescription)
        }
    }
}
