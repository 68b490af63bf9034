/// Errors raised while loading fonts and setting text, each naming what to fix.
public enum FontError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No file at the path.
    case fileNotFound(path: String)
    /// The file exists but could not be read.
    case unreadableFile(path: String, reason: String)
    /// FreeType or HarfBuzz rejected the file (corrupt, truncated or not a font).
    case invalidFontFile(path: String, reason: String)
    /// A folder passed to bulk registration could not be listed.
    case unreadableDirectory(path: String, reason: String)
    /// The registry holds no font at all, so no text can be set.
    case noFontsAvailable(hint: String)
    /// A text size, width or spacing is NaN, infinite or out of range.
    case invalidParameter(String)
    /// A glyph outline could not be drawn.
    case glyphOutlineFailed(postScriptName: String, glyph: UInt32, reason: String)
    /// A text has more Unicode scalars than `Typesetter.maxLength`.
    case textTooLong(length: Int, limit: Int)

    /// A message a person can act on.
    public var description: String {
        switch self {
        case .fileNotFound(let path):
            return "font file not found: \(path)"
        case .unreadableFile(let path, let reason):
            return "cannot read font file \(path): \(reason)"
        case .invalidFontFile(let path, let reason):
            return "\(path) is not a usable font (\(reason)); replace the file with a valid .ttf or .otf"
        case .unreadableDirectory(let path, let reason):
            return "cannot list font folder \(path): \(reason)"
        case .noFontsAvailable(let hint):
            return "no fonts are registered, so text cannot be set: \(hint)"
        case .invalidParameter(let what):
            return "invalid text parameter: \(what)"
        case .glyphOutlineFailed(let ps, let glyph, let reason):
            return "cannot load outline of glyph \(glyph) in \(ps): \(reason)"
        case .textTooLong(let length, let limit):
            return "a text of \(length) characters is longer than the limit of \(limit): split it into several texts"
        }
    }
}
