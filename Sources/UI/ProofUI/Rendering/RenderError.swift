/// Why a view could not be rendered.
public enum RenderError: Error, Sendable, Equatable, CustomStringConvertible {
    /// `Image("name")` names no registered asset.
    case missingImage(String)
    /// `Image(systemName:)` names a symbol missing from `SymbolTable`.
    case unknownSymbol(String)
    /// An asset file could not be used.
    case invalidAsset(String, String)
    /// `Color("name")` names no registered colour.
    case missingColor(String)
    /// Text could not be laid out (font problems, invalid sizes).
    case text(String, String)
    /// The render size is unusable.
    case invalidSize(String)
    /// The rasterizer refused the drawing.
    case raster(String)
    /// A preview name is unknown.
    case unknownPreview(String, available: [String])
    /// A component was given a combination of options its design system forbids.
    case invalidConfiguration(component: String, reason: String)

    /// A message a person can act on.
    public var description: String {
        switch self {
        case .missingImage(let n):
            "no image asset named \"\(n)\": register it with ImageAssets.shared.registerFolder(_:) or register(_:_:)"
        case .unknownSymbol(let n):
            "SF Symbol \"\(n)\" has no icon in SymbolTable: use a mapped name (see SymbolTable.mapping) or an asset image"
        case .invalidAsset(let n, let why): "image asset \(n): \(why)"
        case .missingColor(let n):
            "no colour named \"\(n)\": register it with ColorAssets.shared.register(_:light:dark:)"
        case .text(let s, let why): "text \"\(s.prefix(40))\": \(why)"
        case .invalidSize(let why): "render size: \(why)"
        case .raster(let why): "drawing failed: \(why)"
        case .unknownPreview(let n, let names):
            "no preview named \"\(n)\"; known: \(names.prefix(20).joined(separator: ", "))\(names.count > 20 ? ", …" : "")"
        case .invalidConfiguration(let c, let why): "\(c): \(why)"
        }
    }
}
