/// Where the indicator and the track of a progress indicator start and end, as fractions of the
/// length (a turn, or the bar width): the indicator covers `0…progress`, the track the rest minus one
/// gap at each end of the indicator. Near 0 and 1 the gap shrinks to 0 over the last hundredth, so an
/// empty indicator is a whole track and a full one has none.
struct ProgressSegments: Equatable {
    /// The indicator's end (its start is 0).
    var indicatorEnd: Double
    /// The track's start and end, nil when there is no room for it.
    var track: (from: Double, to: Double)?

    /// The fraction of the length over which the gap fades out near 0 and 1.
    static let gapFadeFraction = 0.01

    /// Segments for `progress` with a gap of `gap` (fraction of the length) and, for a closed circle,
    /// the same gap before 12 o'clock (`closed`).
    init(progress: Double, gap: Double, closed: Bool) {
        let p = min(1, max(0, progress))
        let fade = min(1, p / Self.gapFadeFraction, (1 - p) / Self.gapFadeFraction)
        let g = gap * fade
        indicatorEnd = p
        let start = p > 0 ? p + g : 0
        let end = closed && p > 0 ? 1 - g : 1
        track = end > start ? (start, end) : nil
    }

    static func == (a: ProgressSegments, b: ProgressSegments) -> Bool {
        a.indicatorEnd == b.indicatorEnd && a.track?.from == b.track?.from && a.track?.to == b.track?.to
    }
}
