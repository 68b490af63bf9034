import Raster

/// Sets attributed text into lines: font resolution and per-character fallback, bidi, HarfBuzz
/// shaping, line breaking, truncation, OUDS line boxes and alignment.
///
/// A value; safe to use from many threads (the registry and faces are thread-safe).
public struct Typesetter: Sendable {
    /// Where fonts come from.
    public let registry: FontRegistry

    /// The most Unicode scalars one text may hold (about 40 pages of prose). Longer text is refused
    /// with `FontError.textTooLong` before shaping, so that hostile input cannot take unbounded time
    /// or memory; a 100,000-character paragraph wraps in about 0.2 s in a debug build.
    public static let maxLength = 100_000

    /// A typesetter over `registry` (the bundled fonts by default).
    public init(registry: FontRegistry = .shared) { self.registry = registry }

    /// Lays `text` out with `options`. Throws for invalid sizes or options, text longer than
    /// `maxLength`, or when no font is registered.
    public func layout(_ text: AttributedText, options: TextLayoutOptions = TextLayoutOptions()) throws(FontError)
        -> TextLayout
    {
        guard text.scalars.count <= Self.maxLength else {
            throw .textTooLong(length: text.scalars.count, limit: Self.maxLength)
        }
        try options.validate()
        try text.emptyAttributes.validate()
        for run in text.runs { try run.attributes.validate() }
        guard !text.isEmpty else {
            return TextLayout(size: .zero, lines: [], usedPostScriptNames: [], isTruncated: false)
        }
        let session = LayoutSession(registry: registry, text: text, options: options)
        defer { session.finish() }
        return try session.run()
    }

    /// The size `text` needs when offered `width` points (nil = unlimited), through the shared cache.
    public func measure(_ text: AttributedText, width: Double?, options: TextLayoutOptions = TextLayoutOptions())
        throws(FontError) -> Size
    {
        var o = options
        o.maxWidth = width
        return try TextLayoutCache.shared.layout(text, options: o, typesetter: self).size
    }
}
