import Foundation
import Raster

/// An Xcode asset catalog (`Assets.xcassets`) read from a folder: its image sets and colour sets,
/// named as on iOS (a folder whose `Contents.json` says `"provides-namespace": true` prefixes the
/// names inside it with `Folder/`).
///
/// Image sets may hold PNGs per scale (`1x`, `2x`, `3x`) and SVGs, each for any appearance or for
/// dark; colour sets hold sRGB, Display P3 (drawn as sRGB) or grey colours for any, dark and
/// high-contrast appearances. Only the `universal` and `iphone` idioms are read. `register()`
/// makes them what `Image("name")`, `Color("name")` and `UIColor(named:)` resolve.
public struct AssetCatalog: Sendable {
    /// The catalog folder.
    public let path: String
    /// The image sets, by name.
    public let images: [String: AssetImageSet]
    /// The colour sets, by name.
    public let colors: [String: Color]

    /// The largest file of a catalog that is read (a `Contents.json`, PNG or SVG), in bytes: 64 MiB,
    /// far above a 3x PNG of the largest screen (about 12 MiB uncompressed). A larger file is refused
    /// with `AssetCatalogError.fileTooLarge` before it is read.
    public static let maxFileBytes = 64 << 20

    /// Reads the catalog at `path` (a `.xcassets` folder).
    public init(contentsOf path: String) throws(AssetCatalogError) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
            throw .notAFolder(path: path)
        }
        self.path = path
        var images: [String: AssetImageSet] = [:]
        var colors: [String: Color] = [:]
        try Self.walk(path, namespace: "", images: &images, colors: &colors)
        self.images = images
        self.colors = colors
    }

    /// Registers the image sets with `images` and the colour sets with `colors` (a later catalog
    /// with the same names replaces them).
    public func register(images imageRegistry: ImageAssets = .shared, colors colorRegistry: ColorAssets = .shared) {
        for (name, set) in images { imageRegistry.register(name, .imageSet(set)) }
        for (name, color) in colors { colorRegistry.register(name, light: color) }
    }

    // MARK: - Reading

    private static func walk(
        _ folder: String, namespace: String, images: inout [String: AssetImageSet], colors: inout [String: Color]
    ) throws(AssetCatalogError) {
        let entries: [String]
        do { entries = try FileManager.default.contentsOfDirectory(atPath: folder).sorted() } catch {
            throw .unreadable(path: folder, reason: error.localizedDescription)
        }
        for entry in entries where !entry.hasPrefix(".") {
            let child = folder + "/" + entry
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: child, isDirectory: &isFolder), isFolder.boolValue else {
                continue
            }
            if entry.hasSuffix(".imageset") {
                images[namespace + String(entry.dropLast(9))] = try readImageSet(child)
            } else if entry.hasSuffix(".colorset") {
                colors[namespace + String(entry.dropLast(9))] = try readColorSet(child)
            } else if !entry.contains(".") {
                let contents = try? readContents(child)
                let properties = contents?["properties"] as? [String: Any]
                let provides = properties?["provides-namespace"] as? Bool ?? false
                try walk(
                    child, namespace: provides ? namespace + entry + "/" : namespace, images: &images, colors: &colors)
            }
            // Other kinds (.appiconset, .symbolset, .dataset, …) are not drawn by views; skipped.
        }
    }

    /// The parsed `Contents.json` of `folder`.
    static func readContents(_ folder: String) throws(AssetCatalogError) -> [String: Any] {
        let file = folder + "/Contents.json"
        try checkSize(of: file)
        guard let data = FileManager.default.contents(atPath: file) else {
            throw .unreadable(path: file, reason: "no such file")
        }
        let object: Any
        do { object = try JSONSerialization.jsonObject(with: data) } catch {
            throw .invalidContents(path: file, reason: "not valid JSON (\(error.localizedDescription))")
        }
        guard let dictionary = object as? [String: Any] else {
            throw .invalidContents(path: file, reason: "the top level must be an object")
        }
        return dictionary
    }

    /// Throws `.fileTooLarge` when the file at `path` is larger than `maxFileBytes`; a file that is
    /// not there passes (reading it then says so).
    static func checkSize(of path: String) throws(AssetCatalogError) {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return }
        guard Int(info.st_size) <= maxFileBytes else {
            throw .fileTooLarge(path: path, bytes: Int(info.st_size), limit: maxFileBytes)
        }
    }

    /// Whether an entry is for this platform's idiom (`universal` or `iphone`; none given counts).
    static func isForPhone(_ entry: [String: Any]) -> Bool {
        guard let idiom = entry["idiom"] as? String else { return true }
        return idiom == "universal" || idiom == "iphone"
    }

    /// The colour scheme an entry's `appearances` select (nil: any), and whether it asks for high
    /// contrast; entries for other appearance axes are skipped by returning nil.
    static func appearance(_ entry: [String: Any]) -> (scheme: ColorScheme?, highContrast: Bool)? {
        var scheme: ColorScheme?
        var high = false
        for appearance in entry["appearances"] as? [[String: Any]] ?? [] {
            let kind = appearance["appearance"] as? String
            let value = appearance["value"] as? String
            switch (kind, value) {
            case ("luminosity", "dark"): scheme = .dark
            case ("luminosity", "light"): scheme = .light
            case ("luminosity", "any"), ("contrast", "normal"): break
            case ("contrast", "high"): high = true
            default: return nil
            }
        }
        return (scheme, high)
    }

    private static func readImageSet(_ folder: String) throws(AssetCatalogError) -> AssetImageSet {
        let contents = try readContents(folder)
        let file = folder + "/Contents.json"
        guard let entries = contents["images"] as? [[String: Any]] else {
            throw .invalidContents(path: file, reason: "an image set needs an \"images\" array")
        }
        var variants: [AssetImageSet.Variant] = []
        for entry in entries where isForPhone(entry) {
            guard let filename = entry["filename"] as? String else { continue }  // an empty slot
            guard let (scheme, high) = appearance(entry), !high else { continue }
            let imagePath = folder + "/" + filename
            guard FileManager.default.fileExists(atPath: imagePath) else {
                throw .missingFile(set: folder, filename: filename)
            }
            var scale: CGFloat?
            if let text = entry["scale"] as? String {
                guard let value = Double(text.dropLast()), text.hasSuffix("x"), (1...3).contains(value) else {
                    throw .invalidContents(path: file, reason: "scale \"\(text)\" must be 1x, 2x or 3x")
                }
                scale = CGFloat(value)
            }
            try checkSize(of: imagePath)
            let lower = filename.lowercased()
            let asset: ImageAssets.Asset
            if lower.hasSuffix(".pdf") {
                throw .pdfNotSupported(path: imagePath)
            } else if lower.hasSuffix(".png") {
                do { asset = .bitmap(try PNGCodec.read(contentsOf: imagePath), scale: scale ?? 1) } catch {
                    throw .invalidImage(path: imagePath, reason: error.description)
                }
            } else if lower.hasSuffix(".svg") {
                let text: String
                do { text = try String(contentsOfFile: imagePath, encoding: .utf8) } catch {
                    throw .unreadable(path: imagePath, reason: error.localizedDescription)
                }
                do {
                    let (data, box) = try ImageAssets.parseSVG(text, path: imagePath)
                    let path = try Raster.Path(svgPathData: data)
                    asset = .vector(path, viewBox: box, isTemplate: true, color: .black)
                    scale = nil
                } catch {
                    throw .invalidImage(path: imagePath, reason: "\(error)")
                }
            } else {
                throw .invalidImage(path: imagePath, reason: "only .png and .svg files are drawn")
            }
            variants.append(AssetImageSet.Variant(scale: scale, colorScheme: scheme, asset: asset))
        }
        let properties = contents["properties"] as? [String: Any]
        let intent = properties?["template-rendering-intent"] as? String
        return AssetImageSet(variants: variants, isTemplate: intent.map { $0 == "template" })
    }
}
