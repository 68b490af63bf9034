/// Raw memory the rasterizer reuses between shapes, so that hot loops neither allocate nor pay for
/// bounds or exclusivity checks. Owned by one rasterizer; not thread-safe.
final class RasterScratch {
    /// A growable block of `T`; contents are not preserved when it grows.
    ///
    /// A class held in `let`s: growing mutates only its own stored properties, each a single
    /// instantaneous access, so the per-shape `reserve` calls take no dynamic exclusivity check
    /// (as a struct held in a `var` of this class, each call spanned a checked access: 5 % of a
    /// scene of 200 small fills).
    final class Block<T> {
        private(set) var pointer: UnsafeMutablePointer<T>
        private(set) var capacity: Int

        init() {
            capacity = 16
            pointer = UnsafeMutablePointer<T>.allocate(capacity: 16)
        }

        deinit { pointer.deallocate() }

        /// Makes room for at least `count` elements (discarding the contents when it grows).
        func reserve(_ count: Int) {
            guard count > capacity else { return }
            pointer.deallocate()
            capacity = Swift.max(count, capacity * 2)
            pointer = UnsafeMutablePointer<T>.allocate(capacity: capacity)
        }

        /// Grows to at least `count` elements keeping the first `keep` ones.
        func grow(to count: Int, keeping keep: Int) {
            guard count > capacity else { return }
            let newCapacity = Swift.max(count, capacity * 2)
            let p = UnsafeMutablePointer<T>.allocate(capacity: newCapacity)
            p.moveInitialize(from: pointer, count: keep)
            pointer.deallocate()
            pointer = p
            capacity = newCapacity
        }
    }

    /// The edges of the shape being built (`Rasterizer.edgeCount` of them).
    let edges = Block<Rasterizer.Edge>()
    /// `Rasterizer.addPolygon`'s points mapped to device pixels, and snapped (x, y pairs).
    let mapped = Block<Point>()
    let snapped = Block<Int32>()
    let acc = Block<Float>()
    /// Whether `acc` has been cleared since it was allocated (it stays clear between shapes).
    var accIsZeroed = false
    let alphaRow = Block<UInt8>()
    let rowMin = Block<Int>()
    let rowMax = Block<Int>()
    let rowState = Block<UInt8>()
    let rowHead = Block<Int32>()
    let rowTail = Block<Int32>()
    let bandEdges = Block<Int32>()
    let entries = Block<RowChain>()
    /// `BandRasterizer.gatherRow`'s band edges in row units: four doubles an edge.
    let geometry = Block<Double>()
    let exactCov = Block<Float>()
    let pieces = Block<RowPiece>()
    let rowPieces = Block<RowPiece>()
    let breaks = Block<Double>()
    /// `BandRasterizer.solve`'s slots: seven arrays of doubles, and the directions.
    let slots = Block<Double>()
    let slotDirs = Block<Int32>()
    let sortTmp = Block<Int32>()
    let pieceStarts = Block<Int32>()
    let counts = Block<Int32>()
    let sortSpare = Block<Int32>()
    /// Per row of a band, one bit per cell that received a deposit, or that a chain's columns cover.
    let touched = Block<UInt64>()
    /// `BandRasterizer`'s monotone runs of edges: four integers a run.
    let runs = Block<Int32>()
    /// How many runs the last shape used (`Rasterizer.runsOfLastShape`).
    var runsOfLastShape = 0
}
