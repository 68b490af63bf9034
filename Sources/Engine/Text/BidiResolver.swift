import CFriBidi

/// Embedding levels of the Unicode bidirectional algorithm (UAX #9), through FriBiDi.
enum BidiResolver {
    /// Levels of `scalars` in a paragraph of the given base direction (even = left to right).
    static func levels(of scalars: UnsafeBufferPointer<UInt32>, rightToLeft: Bool) -> [UInt8] {
        let n = scalars.count
        guard n > 0 else { return [] }
        // Nothing below U+0590 is right-to-left or an explicit embedding: all level 0 in an LTR paragraph.
        if !rightToLeft && !scalars.contains(where: { $0 >= 0x0590 }) { return [UInt8](repeating: 0, count: n) }
        var types = [FriBidiCharType](repeating: FriBidiCharType(0), count: n)
        var brackets = [FriBidiBracketType](repeating: 0, count: n)
        var levels = [FriBidiLevel](repeating: 0, count: n)
        let base = scalars.baseAddress!
        fribidi_get_bidi_types(base, FriBidiStrIndex(n), &types)
        fribidi_get_bracket_types(base, FriBidiStrIndex(n), types, &brackets)
        // FRIBIDI_PAR_LTR / FRIBIDI_PAR_RTL: strong letter, plus the RTL bit.
        var direction = FriBidiParType(rightToLeft ? 0x111 : 0x110)
        if fribidi_get_par_embedding_levels_ex(types, brackets, FriBidiStrIndex(n), &direction, &levels) == 0 {
            return [UInt8](repeating: rightToLeft ? 1 : 0, count: n)
        }
        return levels.map { UInt8(bitPattern: $0) }
    }
}
