import CMemoryFill

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Fills of memory that are fast in debug builds too.
///
/// The standard library's `update(repeating:count:)` and `initializeMemory(as:repeating:count:)` are
/// generic: optimised builds specialise them into vector loops (kept there: measured faster than
/// calls to libc on the short runs of the scan converter; long runs of pixels go to libc's `wmemset`,
/// which stores wider: `words`), but unoptimised builds call them unspecialised, one value-witness
/// call per element — clearing a canvas that way took longer than drawing it. Unoptimised builds of
/// this module (only with `PROOF_ENGINE_ONONE`: Package.swift optimises it in debug builds too) fill
/// through libc's `memset` and `wmemset` instead, which store the same bytes (`DEBUG` cannot tell: it
/// stays defined in the optimised engine of a debug build).
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
    ///
    /// Runs of `wideFillMinimum` words or more go to libc (`proof_fill_words`: `wmemset`), which
    /// stores as wide as the CPU allows, chosen when the program starts; Swift, compiled for the
    /// baseline x86-64, stores 16 bytes at a time. The same bytes either way. Measured on this
    /// machine (AVX-512): a 400-pixel row in L1 takes 7.6 ns instead of 34.5; shorter runs keep the
    /// inlined loop, which costs less than the call.
    @_transparent
    static func words(_ p: UnsafeMutablePointer<UInt32>, _ word: UInt32, count: Int) {
        #if PROOF_ENGINE_ONONE
            if count > 0 { proof_fill_words(p, word, count) }
        #else
            if count >= wideFillMinimum {
                proof_fill_words(p, word, count)
            } else {
                p.update(repeating: word, count: count)
            }
        #endif
    }

    /// Fewest words `words` hands to libc.
    static let wideFillMinimum = 32
}
