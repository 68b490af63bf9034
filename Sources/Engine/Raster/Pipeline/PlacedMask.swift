/// A coverage mask moved by whole device pixels: one glyph of a text run, ready to composite.
public struct PlacedMask: Sendable, Equatable {
    /// The mask, in device pixels at its own position.
    public var mask: CoverageMask
    /// Device pixels to move it right.
    public var dx: Int
    /// Device pixels to move it down.
    public var dy: Int

    /// `mask` moved by (`dx`, `dy`) device pixels.
    public init(_ mask: CoverageMask, dx: Int, dy: Int) {
        self.mask = mask
        self.dx = dx
        self.dy = dy
    }
}
