/// A rectangle of whole device pixels [x0, x1) × [y0, y1).
struct PixelBox: Hashable, Sendable {
    var x0: Int, y0: Int, x1: Int, y1: Int

    /// The box containing nothing.
    static let empty = PixelBox(x0: Int.max, y0: Int.max, x1: Int.min, y1: Int.min)

    /// Grows the box to include another.
    mutating func include(x0: Int, y0: Int, x1: Int, y1: Int) {
        self.x0 = Swift.min(self.x0, x0)
        self.y0 = Swift.min(self.y0, y0)
        self.x1 = Swift.max(self.x1, x1)
        self.y1 = Swift.max(self.y1, y1)
    }
}
