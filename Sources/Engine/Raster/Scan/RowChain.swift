/// One y-monotone chain's passage through one pixel row: the cells it touched and the signed
/// height it covers there (its contribution to the winding number right of it), kept in `RasterScratch`.
struct RowChain {
    var chain: Int32
    /// Next entry of the same row, or −1.
    var next: Int32
    var minCol: Int32
    var maxCol: Int32
    var height: Float
    /// The row, relative to the band's top.
    var row: Int32
}
