/// A straight edge piece inside one row for the exact pass (x band-local, y row-local in [0, 1]):
/// x at y is `xTop + (y − yTop) · slope`.
struct RowPiece {
    var xTop: Double, yTop: Double, yBot: Double
    var slope: Double
    var dir: Int32
    /// First cell the piece touches.
    var firstCell: Int32 = 0
}
