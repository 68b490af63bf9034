import Raster

/// Sets attributed text into lines: font resolution and per-character fallback, bidi, HarfBuzz
/// shaping, line breaking, truncation, OUDS line boxes and alignment.
///
/// A value; safe to use from many threads (the registry and faces are thread-safe).
public struct Typesetter: Sendable {
    /// Where fonts come from.
    public let registry: FontRegistry

    /// A typesetter over `registry` (the bundled fonts by default).
    public init(registry: FontRegistry = .shared) { self.registry = registry }

    /// Lays `text` out with `options`. Throws for invalid sizes or options, or when no font is registered.
    public func layout(_ text: AttributedText, options: TextLayoutOptions = TextLayoutOptions()) throws(FontError)
        -> TextLayout
    {
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
