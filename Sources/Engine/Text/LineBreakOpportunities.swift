import CUnibreak

/// Line-break opportunities of UAX #14, through libunibreak.
enum LineBreakOpportunities {
    /// libunibreak needs its tables set up once per process.
    private static let initialized: Bool = {
        init_linebreak()
        return true
    }()

    /// For each scalar, whether a line may break after it (the last one always may).
    static func allowed(after scalars: UnsafeBufferPointer<UInt32>, language: String) -> [Bool] {
        let n = scalars.count
        guard n > 0 else { return [] }
        _ = initialized
        var breaks = [CChar](repeating: 0, count: n)
        language.withCString { lang in
            set_linebreaks_utf32(scalars.baseAddress!, n, lang, &breaks)
        }
        return breaks.map { $0 == CChar(LINEBREAK_ALLOWBREAK) || $0 == CChar(LINEBREAK_MUSTBREAK) }
    }
}
