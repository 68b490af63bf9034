import ProofLocking
import Raster

/// Named images for `Image("name")`: the headless counterpart of an asset catalogue. Register PNG
/// files (`name.png`, `name@2x.png`, `name@3x.png`) and SVG icons made of `<path d="…">` elements
/// (drawn as templates, tinted by the foreground style, unless registered otherwise).
public final class ImageAssets: Sendable {
    /// A registered image.
    public enum Asset: Sendable {
        /// Pixels and their scale (pixels per point).
        case bitmap(Bitmap, scale: CGFloat)
        /// A vector outline in its view box; template icons take the foreground style.
        case vector(Raster.Path, viewBox: CGSize, isTemplate: Bool, color: Color)
        /// An asset catalog's image set: a variant per scale and appearance, picked when drawn.
        case imageSet(AssetImageSet)
    }

    /// The process-wide registry.
    public static let shared = ImageAssets()
    private let assets = Locked<[String: Asset]>([:])

    /// An empty registry.
    public init() {}

    /// Registers `asset` as `name`.
    public func register(_ name: String, _ asset: Asset) { assets.withLock { $0[name] = asset } }

    /// The asset registered as `name`.
    public func asset(named name: String) -> Asset? { assets.withLock { $0[name] } }

    /// Names registered, sorted.
    public var names: [String] { assets.withLock { $0.keys.sorted() } }

    /// Registers an SVG icon from its path data (`d` attribute) and view box.
    public func registerIcon(
        _ name: String, svgPathData: String, viewBox: CGSize, isTemplate: Bool = true, color: Color = .black
    ) throws(RenderError) {
        do {
            let path = try Raster.Path(svgPathData: svgPathData)
            register(name, .vector(path, viewBox: viewBox, isTemplate: isTemplate, color: color))
        } catch {
            throw .invalidAsset(name, "\(error)")
        }
    }

    /// Registers every `.png` and `.svg` file of `folder` under its file name without extension
    /// (`@2x`/`@3x` suffixes set the scale; the highest scale wins). Returns the names registered.
    /// An asset catalog (a folder named `*.xcassets`, or `*.xcassets` folders inside `folder`) is
    /// read with `AssetCatalog` and its image and colour sets registered too.
    @discardableResult
    public func registerFolder(_ folder: String) throws(RenderError) -> [String] {
        if folder.hasSuffix(".xcassets") || folder.hasSuffix(".xcassets/") {
            do {
                let catalog = try AssetCatalog(contentsOf: folder)
                catalog.register(images: self)
                return (Array(catalog.images.keys) + Array(catalog.colors.keys)).sorted()
            } catch {
                throw .invalidAsset(folder, error.description)
            }
        }
        let files: [String]
        do { files = try FileManager.default.contentsOfDirectory(atPath: folder).sorted() } catch {
            throw .invalidAsset(folder, "cannot list the folder: \(error.localizedDescription)")
        }
        var registered: [String: CGFloat] = [:]
        var catalogNames: [String] = []
        for file in files where file.hasSuffix(".xcassets") {
            catalogNames += try registerFolder(folder + "/" + file)
        }
        for file in files {
            let path = folder + "/" + file
            if file.hasSuffix(".png") {
                var name = String(file.dropLast(4))
                var scale: CGFloat = 1
                for s in [2, 3] where name.hasSuffix("@\(s)x") {
                    name = String(name.dropLast(3))
                    scale = CGFloat(s)
                }
                if let existing = registered[name], existing >= scale { continue }
                let bitmap: Bitmap
                do { bitmap = try PNGCodec.read(contentsOf: path) } catch {
                    throw .invalidAsset(path, error.description)
                }
                register(name, .bitmap(bitmap, scale: scale))
                registered[name] = scale
            } else if file.hasSuffix(".svg") {
                let name = String(file.dropLast(4))
                let text: String
                do { text = try String(contentsOfFile: path, encoding: .utf8) } catch {
                    throw .invalidAsset(path, "unreadable: \(error.localizedDescription)")
                }
                let (data, box) = try Self.parseSVG(text, path: path)
                try registerIcon(name, svgPathData: data, viewBox: box)
                registered[name] = 1
            }
        }
        return (Array(registered.keys) + catalogNames).sorted()
    }

    /// The `d` attributes of an SVG's paths (joined) and its view box.
    static func parseSVG(_ text: String, path: String) throws(RenderError) -> (String, CGSize) {
        func attribute(_ name: String, in s: Substring) -> String? {
            guard let r = s.range(of: " \(name)=\"") ?? s.range(of: "\n\(name)=\"") ?? s.range(of: "\t\(name)=\"")
            else { return nil }
            let rest = s[r.upperBound...]
            guard let end = rest.firstIndex(of: "\"") else { return nil }
            return String(rest[..<end])
        }
        guard let svgStart = text.range(of: "<svg") else { throw .invalidAsset(path, "no <svg> element") }
        let svgTag = text[svgStart.lowerBound...].prefix { $0 != ">" }
        var box = CGSize(width: 24, height: 24)
        if let vb = attribute("viewBox", in: svgTag) {
            let nums = vb.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
            guard nums.count == 4, nums[2] > 0, nums[3] > 0 else {
                throw .invalidAsset(path, "viewBox \"\(vb)\" is not four numbers")
            }
            box = CGSize(width: nums[2], height: nums[3])
        } else if let w = attribute("width", in: svgTag).flatMap(Double.init),
            let h = attribute("height", in: svgTag).flatMap(Double.init)
        {
            box = CGSize(width: w, height: h)
        }
        var data: [String] = []
        var rest = text[...]
        while let p = rest.range(of: "<path") {
            let tag = rest[p.lowerBound...].prefix { $0 != ">" }
            if let d = attribute("d", in: tag) { data.append(d) }
            rest = rest[p.upperBound...]
        }
        guard !data.isEmpty else { throw .invalidAsset(path, "no <path d=\"…\"> element") }
        return (data.joined(separator: " "), box)
    }
}
