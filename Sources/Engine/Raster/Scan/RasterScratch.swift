/// Raw memory the rasterizer reuses between shapes, so that hot loops neither allocate nor pay for
/// bounds or exclusivity checks. Owned by one rasterizer; not thread-safe.
final class RasterScratch {
    /// A growable block of `T`; contents are not preserved when it grows.
    struct Block<T> {
        private(set) var pointer: UnsafeMutablePointer<T>
        private(set) var capacity: Int

        init() {
            capacity = 16
            pointer = UnsafeMutablePointer<T>.allocate(capacity: 16)
        }

        /// Makes room for at least `count` elements (discarding the contents when it grows).
        mutating func reserve(_ count: Int) {
            guard count > capacity else { return }
            pointer.deallocate()
            capacity = Swift.max(count, capacity * 2)
            pointer = UnsafeMutablePointer<T>.allocate(capacity: capacity)
        }

        /// Grows to at least `count` elements keeping the first `keep` ones.
        mutating func grow(to count: Int, keeping keep: Int) {
            guard count > capacity else { return }
            let newCapacity = Swift.max(count, capacity * 2)
            let p = UnsafeMutablePointer<T>.allocate(capacity: newCapacity)
            p.moveInitialize(from: pointer, count: keep)
            pointer.deallocate()
            pointer = p
            capacity = newCapacity
        }

        func free() { pointer.deallocate() }
    }

    var acc = Block<Float>()
    /// Whether `acc` has been cleared since it was allocated (it stays clear between shapes).
    var accIsZeroed = false
    var alphaRow = Block<UInt8>()
    var rowMin = Block<Int>()
    var rowMax = Block<Int>()
    var rowState = Block<UInt8>()
    var rowHead = Block<Int32>()
    var rowTail = Block<Int32>()
    var bandEdges = Block<Int32>()
    var entries = Block<RowChain>()
    var exactCov = Block<Float>()
    var pieces = Block<RowPiece>()
    var rowPieces = Block<RowPiece>()
    var order = Block<Int32>()
    var breaks = Block<Double>()
    var sortTmp = Block<Int32>()
    var pieceStarts = Block<Int32>()
    var counts = Block<Int32>()
    var sortSpare = Block<Int32>()
    /// Per row of a band, one bit per block of cells that received a deposit (simple outlines;
    /// `BandRasterizer.blockShift`).
    var touched = Block<UInt64>()

    deinit {
        acc.free()
        alphaRow.free()
        rowMin.free()
        rowMax.free()
        rowState.free()
        rowHead.free()
        rowTail.free()
        bandEdges.free()
        entries.free()
        exactCov.free()
        pieces.free()
        order.free()
        breaks.free()
        sortTmp.free()
        pieceStarts.free()
        rowPieces.free()
        counts.free()
        sortSpare.free()
        touched.free()
    }
}
