import Foundation
import ProofArguments
import ProofSnapshot
import ProofUI
import ProofViewFormat

/// `proof render`: finds or builds the view, renders it with the options' configuration, writes
/// the PNG and prints what was asked for.
@MainActor struct RenderCommand {
    /// The parsed arguments.
    let options: RenderOptions
    /// Where previews are looked up.
    let catalogs: [Catalog]
    /// The folder relative paths are resolved against.
    let workingDirectory: String

    /// Runs the render, printing to `output`.
    func run(output: (String) -> Void) throws(CLIError) {
        if let folder = options.assetsFolder {
            do { try ImageAssets.shared.registerFolder(resolve(folder)) } catch {
                throw .invalidAssets(error.description)
            }
        }
        if let folder = options.localizationsFolder {
            do { try Localizations.shared.registerFolder(resolve(folder)) } catch {
                throw .invalidLocalizations(error.description)
            }
        }
        if let path = options.symbolsPath {
            do { try SymbolRegistry.shared.registerFolder(resolve(path)) } catch {
                throw .invalidSymbols(error.description)
            }
        }
        let (view, base) = try source()
        let configuration = options.configuration(from: base)
        let list: DisplayList
        do { list = try ViewRenderer.displayList(view, configuration: configuration) } catch { throw .render(error) }

        if options.writesPNG {
            let path = options.resolvedOutputPath
            let image: RenderedImage
            do { image = try ViewRenderer.render(list, scale: configuration.scale) } catch { throw .render(error) }
            do { try image.writePNG(to: resolve(path)) } catch {
                if case .raster(let why) = error { throw .outputFailed("cannot write the PNG: \(why)") }
                throw .outputFailed("cannot write the PNG to \(path): \(error)")
            }
            if !options.dump && !options.accessibility {
                output("wrote \(path) (\(image.bitmap.width)×\(image.bitmap.height) pixels)")
            }
        }
        if options.dump { output(list.description) }
        if options.accessibility {
            do { output(try list.accessibilityJSON()) } catch {
                throw .outputFailed("cannot encode the accessibility records: \(error)")
            }
        }
    }

    /// The view and the configuration it starts from.
    private func source() throws(CLIError) -> (AnyView, RenderConfiguration) {
        switch options.source {
        case .preview(let name):
            for catalog in catalogs {
                guard let preview = catalog.preview(named: name) else { continue }
                catalog.prepare()
                return (preview.makeView(), preview.configuration)
            }
            let names = catalogs.flatMap { $0.previews.map(\.name) }.sorted()
            throw .unknownPreview(name, known: NameSuggester.byCloseness(to: name, in: names), total: names.count)
        case .json(let path):
            // A JSON view may name the catalogs' image assets.
            for catalog in catalogs { catalog.prepare() }
            let bytes = try read(path)
            let tree: JSONValue
            do { tree = try JSONParser.parse(bytes) } catch { throw .invalidJSON(path: path, error) }
            do { return (try ViewTreeBuilder().view(from: tree), RenderConfiguration()) } catch {
                throw .invalidView(path: path, error)
            }
        }
    }

    private func read(_ path: String) throws(CLIError) -> [UInt8] {
        let full = resolve(path)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory) else {
            throw .unreadableFile(path: path, reason: "no such file")
        }
        guard !isDirectory.boolValue else {
            throw .unreadableFile(path: path, reason: "it is a folder, not a JSON file")
        }
        do { return [UInt8](try Data(contentsOf: URL(fileURLWithPath: full))) } catch {
            throw .unreadableFile(path: path, reason: error.localizedDescription)
        }
    }

    /// `path`, relative to the working directory unless absolute.
    private func resolve(_ path: String) -> String { Paths.resolve(path, in: workingDirectory) }
}
