import Foundation
import ProofLocking
import ProofText
import Raster

/// Symbols a team adds or overrides for `Image(systemName:)`: its own SVG icons (a brand logo, an
/// SF Symbol whose Material Design Icons stand-in it dislikes) or a glyph of its own icon font.
/// A registered name wins over `SymbolTable`; it is sized and tinted like any system symbol (a box
/// 1.2 × the font size high, as wide as its view box's aspect ratio, in the foreground style).
///
/// There is no UIKit/SwiftUI counterpart: on iOS custom symbols come from an asset catalog's symbol
/// sets, which Proof does not read; this is the headless way to give them.
public final class SymbolRegistry: Sendable {
    /// A registered symbol: an outline in its view box, y down.
    public struct Symbol: Sendable {
        /// The outline.
        public let path: Raster.Path
        /// The coordinate box the outline is drawn in (its origin is the top-left corner).
        public let viewBox: CGSize
        /// How overlapping contours fill.
        public let rule: FillRule

        /// A symbol drawing `path` in a `viewBox`.
        public init(path: Raster.Path, viewBox: CGSize, rule: FillRule = .nonZero) {
            self.path = path
            self.viewBox = viewBox
            self.rule = rule
        }
    }

    /// The process-wide registry `Image(systemName:)` consults.
    public static let shared = SymbolRegistry()
    private let symbols = Locked<[String: Symbol]>([:])

    /// An empty registry.
    public init() {}

    /// Registers `symbol` as `name`, replacing what `name` drew before.
    public func register(_ name: String, _ symbol: Symbol) { symbols.withLock { $0[name] = symbol } }

    /// Registers an SVG outline (a path's `d` attribute) drawn in `viewBox` as `name`
    /// (`register("brand.logo", svgPathData: "M2 2h20v20H2z", viewBox: CGSize(width: 24, height: 24))`).
    public func register(_ name: String, svgPathData: String, viewBox: CGSize) throws(RenderError) {
        guard viewBox.width > 0, viewBox.height > 0, viewBox.width.isFinite, viewBox.height.isFinite else {
            throw .invalidAsset(name, "the view box must be positive, not \(viewBox.width)×\(viewBox.height)")
        }
        do {
            register(name, Symbol(path: try Raster.Path(svgPathData: svgPathData), viewBox: viewBox))
        } catch {
            throw .invalidAsset(name, "\(error)")
        }
    }

    /// Registers the glyph that `codepoint` maps to in the font file at `fontFile` (TrueType or
    /// OpenType) as `name`, drawn in an em square with the font's ascender at the top — how icon
    /// fonts are designed. The font is registered with `FontRegistry.shared` too.
    public func register(_ name: String, fontFile: String, codepoint: UInt32) throws(RenderError) {
        let face: FontFace
        do { face = try FontRegistry.shared.registerFont(at: fontFile) } catch { throw .text(name, .font(error)) }
        try register(name, face: face, codepoint: codepoint)
    }

    /// Registers the glyph that `codepoint` maps to in `face` as `name` (see
    /// `register(_:fontFile:codepoint:)`).
    public func register(_ name: String, face: FontFace, codepoint: UInt32) throws(RenderError) {
        guard let glyph = face.glyph(for: codepoint) else {
            let hex = String(codepoint, radix: 16, uppercase: true)
            throw .invalidAsset(name, "the font \(face.postScriptName) has no glyph for U+\(hex)")
        }
        let outline: GlyphOutline
        do { outline = try face.outline(of: glyph) } catch { throw .text(name, .font(error)) }
        let em = CGFloat(face.metrics.unitsPerEm)
        register(name, Self.symbol(outline, em: em, ascender: face.metrics.ascender))
    }

    /// Registers every `<name>.svg` in `folder` as the symbol `name` (`brand.logo.svg` →
    /// `Image(systemName: "brand.logo")`), or, when `path` is one `.svg` file, that file. The files'
    /// `<path d="…">` elements are joined; the view box comes from `viewBox` (or `width`/`height`).
    /// Returns the names registered, sorted.
    @discardableResult
    public func registerFolder(_ path: String) throws(RenderError) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .invalidAsset(path, "no such file or folder")
        }
        let files: [String]
        if isDirectory.boolValue {
            do {
                files = try FileManager.default.contentsOfDirectory(atPath: path).sorted()
                    .filter { $0.lowercased().hasSuffix(".svg") }.map { path + "/" + $0 }
            } catch {
                throw .invalidAsset(path, "cannot list the folder: \(error.localizedDescription)")
            }
            guard !files.isEmpty else { throw .invalidAsset(path, "the folder has no <symbol name>.svg file") }
        } else {
            guard path.lowercased().hasSuffix(".svg") else {
                throw .invalidAsset(path, "not an .svg file or a folder of them")
            }
            files = [path]
        }
        var names: [String] = []
        for file in files {
            let name = String((file as NSString).lastPathComponent.dropLast(4))
            let text: String
            do { text = try String(contentsOfFile: file, encoding: .utf8) } catch {
                throw .invalidAsset(file, "unreadable: \(error.localizedDescription)")
            }
            let (data, box) = try ImageAssets.parseSVG(text, path: file)
            do { register(name, Symbol(path: try Raster.Path(svgPathData: data), viewBox: box)) } catch {
                throw .invalidAsset(file, "\(error)")
            }
            names.append(name)
        }
        return names.sorted()
    }

    /// Forgets `name` (the table's glyph, if any, shows again).
    public func remove(_ name: String) { _ = symbols.withLock { $0.removeValue(forKey: name) } }

    /// The symbol registered as `name`.
    public func symbol(named name: String) -> Symbol? { symbols.withLock { $0[name] } }

    /// Names registered, sorted.
    public var names: [String] { symbols.withLock { $0.keys.sorted() } }

    /// A glyph outline (font units, y up, baseline origin) as a symbol in an em square, y down, with
    /// the ascender at the top.
    static func symbol(_ outline: GlyphOutline, em: CGFloat, ascender: Double) -> Symbol {
        let flipped = outline.path.applying(Transform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: ascender))
        return Symbol(path: flipped, viewBox: CGSize(width: em, height: em), rule: outline.rule)
    }
}
