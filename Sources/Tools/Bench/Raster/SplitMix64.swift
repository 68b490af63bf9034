/// SplitMix64 (Steele, Lea & Flood, 2014): a tiny 64-bit pseudo-random generator with a fixed,
/// portable sequence, so that every scene is identical on every machine, toolchain and run.
///
/// It deliberately does not go through the standard library's `random(in:using:)` helpers, whose
/// mapping from raw bits to values is not specified and could change between Swift releases.
struct SplitMix64 {
    private var state: UInt64

    /// Creates a generator; the same seed always gives the same sequence.
    init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A double in [0, 1) with 53 random bits.
    mutating func unit() -> Double {
        Double(next() >> 11) * 0x1p-53
    }

    /// A double in [lo, hi).
    mutating func uniform(_ lo: Double, _ hi: Double) -> Double {
        lo + (hi - lo) * unit()
    }

    /// An integer in 0..<n (n > 0); the modulo bias is irrelevant for scene generation.
    mutating func below(_ n: Int) -> Int {
        precondition(n > 0, "below(_:) needs a positive bound")
        return Int(next() % UInt64(n))
    }

    /// A random byte.
    mutating func byte() -> UInt8 {
        UInt8(truncatingIfNeeded: next() >> 56)
    }

    /// One element of a non-empty array.
    mutating func pick<T>(_ choices: [T]) -> T {
        choices[below(choices.count)]
    }
}
