import ProofLocking

/// Transparent layer buffers left by canvases that are gone, for the layers of the next canvases of
/// the same size.
///
/// A canvas keeps the buffers of its ended layers for its next layer (`Canvas.beginLayer()`), but
/// each new canvas used to allocate its first layer buffer afresh: 5 MB for a 2x phone screen,
/// 13 MB at 3x, which the kernel faults in page by page, and which glibc's allocator sometimes
/// returns to the system and faults in again on every render (a 40-view form took 0.8 ms or 5 ms
/// per render depending on that). Snapshot suites render canvas after canvas of a few sizes, so the
/// buffers are kept here, the most recent up to `maxBytes` in all. Every buffer in the pool is all
/// zeros, as a canvas's spare buffers are; thread-safe (`Locked`, which ThreadSanitizer sees, unlike
/// `Mutex`).
final class LayerBufferPool: Sendable {
    /// The pool the canvases share: buffers of 1 MiB or more (a 512 × 512 canvas; smaller ones come
    /// from the allocator's heap without page faults), 32 MiB in all (two 2x phone screens and a 3x
    /// one). It costs that much memory when it is full: a `proof verify` of the built-in catalog
    /// peaks at about 167 MiB with it, 133 MiB without.
    static let shared = LayerBufferPool(maxBytes: 32 << 20, minimumBytes: 1 << 20)

    /// The most bytes kept; buffers that would exceed it are freed.
    let maxBytes: Int
    /// Smaller buffers are not kept.
    let minimumBytes: Int
    private let state = Locked(State())

    private struct State {
        var buffers: [[UInt8]] = []
        var bytes = 0
    }

    init(maxBytes: Int, minimumBytes: Int = 0) {
        self.maxBytes = maxBytes
        self.minimumBytes = minimumBytes
    }

    /// A zeroed buffer of exactly `count` bytes, if one is kept.
    func take(count: Int) -> [UInt8]? {
        state.withLock { s in
            guard let i = s.buffers.lastIndex(where: { $0.count == count }) else { return nil }
            s.bytes -= count
            return s.buffers.remove(at: i)
        }
    }

    /// Keeps zeroed `buffers` of at least `minimumBytes` for later canvases; the oldest go first when
    /// they would exceed `maxBytes` (the sizes just used are the likeliest to come again).
    func give(_ buffers: [[UInt8]]) {
        guard !buffers.isEmpty else { return }
        state.withLock { s in
            for b in buffers where b.count >= minimumBytes && b.count <= maxBytes {
                s.buffers.append(b)
                s.bytes += b.count
            }
            var evicted = 0
            while s.bytes > maxBytes {
                s.bytes -= s.buffers[evicted].count
                evicted += 1
            }
            s.buffers.removeFirst(evicted)
        }
    }

    /// Bytes held (for tests).
    var bytesHeld: Int { state.withLock { $0.bytes } }
}
