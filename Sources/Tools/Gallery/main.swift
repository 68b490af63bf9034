import Foundation
import OUDSCatalog
import ProofSnapshot
import ProofUI
import Raster
import RasterCatalog
import TextCatalog
import UICatalog

/// `proof-gallery [output-folder] [--only NAME]…`: renders the raster and text galleries to PNG
/// files `<output-folder>/<group>/<name>.png` (default folder `gallery/`), plus an `index.html` to
/// look at them. `Scripts/record-goldens` uses it to rewrite `Golden/raster/` and `Golden/text/`.
struct GalleryCommand {
    var output = "gallery"
    var only: [String] = []

    static let usage = """
        usage: proof-gallery [output-folder] [--only NAME|PREFIX/]...
          Renders every gallery scene to <output-folder>/<group>/<name>.png (default: gallery/),
          groups raster (engine primitives), text (fonts, layout, bidi, typography), ui (every
          ProofUI view and modifier) and ouds (every OUDS component state per theme, light and dark).
          --only takes a name or a prefix ending in '/' (e.g. ouds/sosh/) and may be repeated.
        """

    init(arguments: [String]) throws(GalleryError) {
        var i = 0
        var positional: [String] = []
        while i < arguments.count {
            let a = arguments[i]
            if a == "--only" {
                guard i + 1 < arguments.count else { throw .usage("--only needs a scene name") }
                only.append(arguments[i + 1])
                i += 2
            } else if a == "-h" || a == "--help" {
                throw .help
            } else if a.hasPrefix("-") {
                throw .usage("unknown option \(a)")
            } else {
                positional.append(a)
                i += 1
            }
        }
        if positional.count > 1 { throw .usage("expected one output folder, got \(positional.count)") }
        if let p = positional.first { output = p }
    }

    /// Whether `--only` selects `name`: no `--only`, an exact name, or a prefix ending in "/".
    func isSelected(_ name: String) -> Bool { only.isEmpty || only.contains { Self.selects($0, name) } }

    static func selects(_ pattern: String, _ name: String) -> Bool {
        name == pattern || (pattern.hasSuffix("/") && name.hasPrefix(pattern))
    }

    func run() throws(GalleryError) {
        let scenes = RasterCatalog.scenes + TextCatalog.scenes
        UICatalog.register()
        let previews = UICatalog.previews
        OUDSCatalog.register()
        let oudsPreviews = OUDSCatalog.previews
        let names = scenes.map(\.name) + previews.map(\.name) + oudsPreviews.map(\.name)
        for pattern in only where !names.contains(where: { Self.selects(pattern, $0) }) {
            throw .usage(
                "'\(pattern)' names no scene; give a name (e.g. \(scenes[0].name), ui-shape-basic, ouds/orange/button/strong-enabled) "
                    + "or a prefix ending in '/' (e.g. ouds/sosh/)")
        }
        do {
            try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        } catch {
            throw .failed("cannot create \(output): \(error.localizedDescription)")
        }
        var html =
            "<!doctype html><meta charset=utf-8><title>Proof gallery</title><body style='font:14px sans-serif'>\n"
        for scene in scenes where isSelected(scene.name) {
            let file = "\(output)/\(scene.group)/\(scene.name).png"
            do {
                try FileManager.default.createDirectory(
                    atPath: "\(output)/\(scene.group)", withIntermediateDirectories: true)
                try PNGCodec.write(try scene.render(), to: file)
            } catch {
                throw .failed("\(scene.name): \(error)")
            }
            print(file)
            html +=
                "<figure style='display:inline-block'><img src='\(scene.group)/\(scene.name).png' width=\(scene.width * 2)><figcaption><b>\(scene.name)</b><br>\(scene.summary)</figcaption></figure>\n"
        }
        for preview in previews where isSelected(preview.name) {
            let file = "\(output)/ui/\(preview.name).png"
            let width: Int
            do {
                try FileManager.default.createDirectory(atPath: "\(output)/ui", withIntermediateDirectories: true)
                let image = try preview.render()
                try image.writePNG(to: file)
                width = Int(image.size.width)
            } catch {
                throw .failed("\(preview.name): \(error)")
            }
            print(file)
            html +=
                "<figure style='display:inline-block'><img src='ui/\(preview.name).png' width=\(width)><figcaption><b>\(preview.name)</b></figcaption></figure>\n"
        }
        // OUDS: every preview in light and dark, `<output>/ouds/<theme>/<component>/<variant>-<scheme>.png`.
        for preview in oudsPreviews where isSelected(preview.name) {
            for scheme in OUDSCatalog.schemes {
                let relative = OUDSCatalog.goldenPath(previewName: preview.name, scheme: scheme)
                let file = "\(output)/" + relative
                let width: Int
                do {
                    try FileManager.default.createDirectory(
                        atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                    let image = try preview.render { $0.colorScheme = scheme }
                    try image.writePNG(to: file)
                    width = Int(image.size.width)
                } catch {
                    throw .failed("\(preview.name) (\(scheme)): \(error)")
                }
                print(file)
                html +=
                    "<figure style='display:inline-block'><img src='\(relative)' width=\(width)><figcaption>\(relative)</figcaption></figure>\n"
            }
        }
        do {
            try html.write(toFile: "\(output)/index.html", atomically: true, encoding: .utf8)
        } catch {
            throw .failed("cannot write \(output)/index.html: \(error.localizedDescription)")
        }
    }
}

/// Why the gallery command stopped.
enum GalleryError: Error {
    case help
    case usage(String)
    case failed(String)
}

do {
    try GalleryCommand(arguments: Array(CommandLine.arguments.dropFirst())).run()
} catch .help {
    print(GalleryCommand.usage)
} catch .usage(let message) {
    FileHandle.standardError.write(Data("proof-gallery: \(message)\n\(GalleryCommand.usage)\n".utf8))
    exit(2)
} catch .failed(let message) {
    FileHandle.standardError.write(Data("proof-gallery: \(message)\n".utf8))
    exit(1)
}
