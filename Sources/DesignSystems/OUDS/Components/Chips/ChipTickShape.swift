import ProofUI

/// The check mark of a selected filter chip (`ouds-components.md` §10): in a 24 grid, a mark about
/// 16.4 × 13.2 with its 3-unit stroke (the centre line 13.4 × 10.2), rounded ends, centred and
/// scaled to the frame. Stroke it with `lineWidth(in:)`, round caps and joins.
nonisolated struct ChipTickShape: Shape {
    /// The source grid the proportions are given in.
    static let grid: CGFloat = 24
    /// The stroke in grid units.
    static let stroke: CGFloat = 3
    // The centre line: down from the left end to the bottom vertex, then up to the right end.
    private static let points: [(CGFloat, CGFloat)] = [(5.3, 12.6), (9.8, 17.1), (18.7, 6.9)]

    func path(in rect: CGRect) -> Path {
        let scale = min(rect.width, rect.height) / Self.grid
        let origin = CGPoint(x: rect.midX - Self.grid / 2 * scale, y: rect.midY - Self.grid / 2 * scale)
        var path = Path()
        path.addLines(Self.points.map { CGPoint(x: origin.x + $0.0 * scale, y: origin.y + $0.1 * scale) })
        return path
    }

    /// The stroke width for a tick drawn `size` points wide.
    static func lineWidth(size: CGFloat) -> CGFloat { stroke * size / grid }
}
