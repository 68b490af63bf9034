/// Receives one shape's runs of coverage from the scan converter, row by row, left to right.
///
/// The rasterizer is generic over its sink so that the common fill (`SolidSpanSink`) is called
/// directly, and inlined in optimised builds, rather than through a chain of closures: on a scene of
/// thin strokes (tens of thousands of short runs) the closures cost about as much as the blending.
protocol CoverageSink {
    /// Composites (or records) one run of coverage.
    mutating func blit(_ span: CoverageSpan)
}

/// A sink that hands every run to a closure: the shape of callers that only copy coverage out
/// (clip masks, shadow masks, layers through the general blitter).
struct ClosureCoverageSink: CoverageSink {
    let body: (CoverageSpan) -> Void

    @inline(__always)
    mutating func blit(_ span: CoverageSpan) { body(span) }
}
