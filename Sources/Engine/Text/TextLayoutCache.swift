import ProofLocking

/// Layouts already computed, keyed by text, options and the registry's state, so that measuring
/// the same text again (the UI layer asks constantly) costs a hash lookup. Thread-safe; emptied
/// when it holds `entryLimit` layouts.
public final class TextLayoutCache: Sendable {
    private struct Key: Hashable {
        var text: AttributedText
        var options: TextLayoutOptions
        var registry: ObjectIdentifier
        var generation: Int
    }

    private struct State {
        var entries: [Key: TextLayout] = [:]
        var hits = 0
        var misses = 0
    }

    /// The process-wide cache.
    public static let shared = TextLayoutCache(entryLimit: 8192)

    private let state = Locked(State())
    /// Largest number of layouts kept.
    public let entryLimit: Int

    /// A cache of at most `entryLimit` layouts.
    public init(entryLimit: Int) { self.entryLimit = entryLimit }

    /// Drops every layout (benchmarks measure cold text layout with it).
    public func removeAll() { state.withLock { $0.entries.removeAll() } }

    /// (hits, misses) since creation.
    public var counts: (hits: Int, misses: Int) { state.withLock { ($0.hits, $0.misses) } }

    /// The layout of `text` with `options`, computed by `typesetter` on a miss.
    public func layout(_ text: AttributedText, options: TextLayoutOptions, typesetter: Typesetter) throws(FontError)
        -> TextLayout
    {
        let key = Key(
            text: text, options: options, registry: ObjectIdentifier(typesetter.registry),
            generation: typesetter.registry.generation)
        if let hit: TextLayout = state.withLock({ s in
            guard let l = s.entries[key] else { return nil }
            s.hits += 1
            return l
        }) {
            return hit
        }
        let layout = try typesetter.layout(text, options: options)
        state.withLock { s in
            s.misses += 1
            if s.entries.count >= entryLimit { s.entries.removeAll() }
            s.entries[key] = layout
        }
        return layout
    }
}
