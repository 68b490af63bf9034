import ProofLocking
import Raster

/// Coverage masks of glyphs, made by Raster's scan converter, shared by every thread.
///
/// Key: face, glyph, device em size quantised to 1/64 px, and the pen position's sub-pixel offset
/// quantised to 1/4 px on each axis (`subpixelSteps`), so a glyph is placed within 1/8 px of its
/// exact position and at most 16 masks exist per glyph and size. When the cache holds more than
/// `byteLimit` bytes it is emptied; masks are deterministic, so eviction never changes pixels.
public final class GlyphCache: Sendable {
    /// Identifies one mask.
    public struct Key: Hashable, Sendable {
        /// The face's process-unique number.
        public var faceID: Int
        /// Glyph ID.
        public var glyph: UInt32
        /// Em size in 1/64 device pixels.
        public var size64: Int
        /// Horizontal offset in 1/`subpixelSteps` px, 0..<steps.
        public var subX: Int
        /// Vertical offset in 1/`subpixelSteps` px, 0..<steps.
        public var subY: Int

        /// Hashes one packed word instead of five: lookups happen once per drawn glyph.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(faceID &* 0x9E37_79B9 ^ Int(glyph) << 24 ^ size64 << 4 ^ subX << 2 ^ subY)
        }
    }

    /// Hit and miss counts since the last reset.
    public struct Statistics: Sendable, Equatable {
        /// Lookups answered from the cache.
        public var hits = 0
        /// Lookups that scan-converted a glyph.
        public var misses = 0
        /// Masks held.
        public var entries = 0
        /// Bytes held.
        public var bytes = 0
        /// hits / (hits + misses), 0 when nothing was looked up.
        public var hitRate: Double { hits + misses == 0 ? 0 : Double(hits) / Double(hits + misses) }
    }

    /// Sub-pixel positions per pixel on each axis.
    public static let subpixelSteps = 4

    /// The process-wide cache (64 MiB).
    public static let shared = GlyphCache(byteLimit: 64 << 20)

    private struct State {
        var masks: [Key: CoverageMask] = [:]
        var stats = Statistics()
    }

    private let state = Locked(State())
    /// Largest number of bytes held before the cache empties itself.
    public let byteLimit: Int

    /// A cache holding at most `byteLimit` bytes of masks.
    public init(byteLimit: Int) { self.byteLimit = byteLimit }

    /// Counts since the last `resetStatistics()`.
    public var statistics: Statistics { state.withLock { $0.stats } }

    /// Zeroes the hit and miss counts (the masks stay).
    public func resetStatistics() {
        state.withLock { s in
            s.stats.hits = 0
            s.stats.misses = 0
        }
    }

    /// Drops every mask.
    public func removeAll() {
        state.withLock { s in
            s.masks.removeAll()
            s.stats.entries = 0
            s.stats.bytes = 0
        }
    }

    /// The mask of `glyph` at em size `size64`/64 px with its pen at (`subX`, `subY`)/steps px from
    /// the device pixel origin.
    public func mask(face: FontFace, glyph: UInt32, size64: Int, subX: Int, subY: Int) throws(FontError) -> CoverageMask
    {
        let key = Key(faceID: face.id, glyph: glyph, size64: size64, subX: subX, subY: subY)
        if let hit: CoverageMask = state.withLock({ s in
            guard let m = s.masks[key] else { return nil }
            s.stats.hits += 1
            return m
        }) {
            return hit
        }
        let outline = try GlyphPaths.outline(face: face, glyph: glyph)
        let k = Double(size64) / 64 / Double(face.metrics.unitsPerEm)
        let steps = Double(Self.subpixelSteps)
        let t = Transform(a: k, b: 0, c: 0, d: -k, tx: Double(subX) / steps, ty: Double(subY) / steps)
        let mask: CoverageMask
        do { mask = try CoverageMask(path: outline.path, transform: t, rule: outline.rule) } catch {
            throw .glyphOutlineFailed(postScriptName: face.postScriptName, glyph: glyph, reason: error.description)
        }
        state.withLock { s in
            s.stats.misses += 1
            if s.stats.bytes + mask.byteCount > byteLimit {
                s.masks.removeAll()
                s.stats.bytes = 0
            }
            if s.masks.updateValue(mask, forKey: key) == nil { s.stats.bytes += mask.byteCount }
            s.stats.entries = s.masks.count
        }
        return mask
    }
}
