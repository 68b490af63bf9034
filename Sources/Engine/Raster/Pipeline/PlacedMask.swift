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

    /// The device pixels of the moved mask inside `bounds`, nil when none are.
    func visibleBox(in bounds: PixelBox) -> PixelBox? {
        guard mask.width > 0, mask.height > 0 else { return nil }
        let left = mask.left + dx
        let top = mask.top + dy
        let x0 = Swift.max(bounds.x0, left)
        let x1 = Swift.min(bounds.x1, left + mask.width)
        let y0 = Swift.max(bounds.y0, top)
        let y1 = Swift.min(bounds.y1, top + mask.height)
        guard x1 > x0, y1 > y0 else { return nil }
        return PixelBox(x0: x0, y0: y0, x1: x1, y1: y1)
    }
}
