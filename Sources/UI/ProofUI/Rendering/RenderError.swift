import Raster

/// Why a view could not be rendered.
///
/// Errors of the layers below are kept as values (`.raster(RasterError)`,
/// `.text(_, TextRenderingError)`) so that callers can switch on them; `description` builds every
/// message.
public enum RenderError: Error, Sendable, Equatable, CustomStringConvertible {
    /// `Image("name")` names no registered asset.
    case missingImage(String)
    /// `Image(systemName:)` names a symbol that neither `SymbolRegistry` nor `SymbolTable` (with its
    /// variant rules) knows; `nearest` are the closest known names, the closest first.
    case unknownSymbol(String, nearest: [String])
    /// An asset file could not be used.
    case invalidAsset(String, String)
    /// `Color("name")` names no registered colour.
    case missingColor(String)
    /// A text could not be laid out or drawn: the text (or the SF Symbol name for an icon glyph)
    /// and why — `.font(FontError)` for font problems and invalid sizes, `.raster(RasterError)` when
    /// the canvas refused its glyphs.
    case text(String, TextRenderingError)
    /// The render size is unusable.
    case invalidSize(String)
    /// The rasterizer refused the drawing (non-finite geometry, unbalanced state, canvas size), or
    /// the PNG could not be encoded or written (`.pngEncodingFailed`, `.fileError`).
    case raster(RasterError)
    /// A preview name is unknown.
    case unknownPreview(String, available: [String])
    /// A component was given a combination of options its design system forbids.
    case invalidConfiguration(component: String, reason: String)
    /// A view reads an object of this type (`@EnvironmentObject`, `@Environment(Model.self)`)
    /// that no ancestor provided with `provider` (`.environmentObject(_:)`, `.environment(_:)`).
    /// SwiftUI crashes here; Proof fails the render.
    case missingEnvironmentObject(String, provider: String)
    /// The view draws more glyphs than `ViewRenderer.maxGlyphs`.
    case tooManyGlyphs(count: Int, limit: Int)

    /// A message a person can act on.
    public var description: String {
        switch self {
        case .missingImage(let n):
            "no image asset named \"\(n)\": register it with ImageAssets.shared.registerFolder(_:) or register(_:_:)"
        case .unknownSymbol(let n, let nearest):
            "no SF Symbol named \"\(n)\""
                + (nearest.isEmpty ? "" : " (nearest: \(nearest.map { "\"\($0)\"" }.joined(separator: ", ")))")
                + ": use a name of SymbolTable or register it with "
                + "SymbolRegistry.shared.register(_:svgPathData:viewBox:)"
        case .invalidAsset(let n, let why): "image asset \(n): \(why)"
        case .missingColor(let n):
            "no colour named \"\(n)\": register it with ColorAssets.shared.register(_:light:dark:)"
        case .text(let s, let error): "text \"\(s.prefix(40))\": \(error)"
        case .invalidSize(let why): "render size: \(why)"
        case .raster(let error):
            switch error {
            // RasterError already says "cannot encode PNG: …"; a file error says only "path: reason".
            case .pngEncodingFailed: "\(error)"
            case .fileError: "cannot write the PNG to \(error)"
            case .invalidCanvasSize: "render size: \(error)"
            default: "drawing failed: \(error)"
            }
        case .unknownPreview(let n, let names):
            "no preview named \"\(n)\"; known: "
                + "\(names.prefix(20).joined(separator: ", "))\(names.count > 20 ? ", …" : "")"
        case .invalidConfiguration(let c, let why): "\(c): \(why)"
        case .missingEnvironmentObject(let type, let provider):
            "a view reads an object of type \(type) from the environment, but no ancestor provides one: "
                + "add \(provider) with a \(type) above it"
        case .tooManyGlyphs(let count, let limit):
            "the view draws \(count) glyphs, more than the limit of \(limit) per render: show less text in one image"
        }
    }
}
