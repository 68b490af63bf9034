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

    /// Grows the box to include `other`.
    mutating func include(_ other: PixelBox) { include(x0: other.x0, y0: other.y0, x1: other.x1, y1: other.y1) }

    /// The part of the box inside `0..<width` × `0..<height`, or nil when nothing is.
    func clamped(width: Int, height: Int) -> PixelBox? {
        let box = PixelBox(
            x0: Swift.max(0, x0), y0: Swift.max(0, y0), x1: Swift.min(width, x1), y1: Swift.min(height, y1))
        return box.x1 > box.x0 && box.y1 > box.y0 ? box : nil
    }
}
