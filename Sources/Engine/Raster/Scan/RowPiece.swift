/// A straight edge piece inside one row for the exact pass (x band-local, y row-local in [0, 1]).
struct RowPiece {
    var xTop: Double, yTop: Double, xBot: Double, yBot: Double
    var slope: Double
    var dir: Int32
    /// First cell the piece touches.
    var firstCell: Int32 = 0
    var key: Double = 0, xa: Double = 0, xb: Double = 0

    @inline(__always) func x(at y: Double) -> Double { xTop + (y - yTop) * slope }
}
