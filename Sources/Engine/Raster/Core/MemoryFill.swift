#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Fills of memory that are fast in debug builds too.
///
/// The standard library's `update(repeating:count:)` and `initializeMemory(as:repeating:count:)` are
/// generic: optimised builds specialise them into vector loops (kept there: measured faster than
/// calls to libc on the short runs of the scan converter), but unoptimised builds call them
/// unspecialised, one value-witness call per element — clearing a canvas that way took longer than
/// drawing it. Unoptimised builds of this module (only with `PROOF_ENGINE_ONONE`: Package.swift
/// optimises it in debug builds too) fill through libc's `memset` and `memcpy` instead, which store
/// the same bytes (`DEBUG` cannot tell: it stays defined in the optimised engine of a debug build).
enum MemoryFill {
    /// Sets `count` elements from `p` to zero: the integers and floating-point cells (+0) of the scan
    /// converter, whose zero is all zero bits (so `memset` stores it), initialised or not (they are
    /// trivial types).
    @_transparent
    static func zero<T: ExpressibleByIntegerLiteral & BitwiseCopyable>(_ p: UnsafeMutablePointer<T>, count: Int) {
        #if PROOF_ENGINE_ONONE
            if count > 0 { _ = memset(p, 0, count * MemoryLayout<T>.stride) }
        #else
            p.update(repeating: 0, count: count)
        #endif
    }

    /// Sets `count` bytes from `p` to `value`.
    @_transparent
    static func bytes(_ p: UnsafeMutablePointer<UInt8>, _ value: UInt8, count: Int) {
        #if PROOF_ENGINE_ONONE
            if count > 0 { _ = memset(p, Int32(value), count) }
        #else
            p.update(repeating: value, count: count)
        #endif
    }

    /// Stores the 32-bit `word` (in memory order) into `count` consecutive slots from `p`.
    @_transparent
    static func words(_ p: UnsafeMutablePointer<UInt32>, _ word: UInt32, count: Int) {
        #if PROOF_ENGINE_ONONE
            guard count > 0 else { return }
            // Doubling copies: log2(count) calls to memcpy.
            p.pointee = word
            var filled = 1
            while filled < count {
                let n = Swift.min(filled, count - filled)
                _ = memcpy(p + filled, p, 4 * n)
                filled += n
            }
        #else
            p.update(repeating: word, count: count)
        #endif
    }
}
