import Synchronization

/// Transparent layer buffers left by canvases that are gone, for the layers of the next canvases of
/// the same size.
///
/// A canvas keeps the buffers of its ended layers for its next layer (`Canvas.beginLayer()`), but
/// each new canvas used to allocate its first layer buffer afresh: 5 MB for a 2x phone screen,
/// 13 MB at 3x, which the kernel faults in page by page, and which glibc's allocator sometimes
/// returns to the system and faults in again on every render (a 40-view form took 0.8 ms or 5 ms
/// per render depending on that). Snapshot suites render canvas after canvas of a few sizes, so the
/// buffers are kept here, the most recent up to `maxBytes` in all. Every buffer in the pool is all zeros, as a
/// canvas's spare buffers are; thread-safe.
final class LayerBufferPool: Sendable {
    /// The pool the canvases share.
    static let shared = LayerBufferPool(maxBytes: 64 << 20)

    /// The most bytes kept; buffers that would exceed it are freed.
    let maxBytes: Int
    private let state = Mutex(State())

    private struct State {
        var buffers: [[UInt8]] = []
        var bytes = 0
    }

    init(maxBytes: Int) {
        self.maxBytes = maxBytes
    }

    /// A zeroed buffer of exactly `count` bytes, if one is kept.
    func take(count: Int) -> [UInt8]? {
        state.withLock { s in
            guard let i = s.buffers.lastIndex(where: { $0.count == count }) else { return nil }
            s.bytes -= count
            return s.buffers.remove(at: i)
        }
    }

    /// Keeps zeroed `buffers` for later canvases; the oldest go first when they would exceed
    /// `maxBytes` (the sizes just used are the likeliest to come again).
    func give(_ buffers: [[UInt8]]) {
        guard !buffers.isEmpty else { return }
        state.withLock { s in
            for b in buffers where b.count <= maxBytes {
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
