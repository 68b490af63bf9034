/// A rectangle of whole pixels: `width` × `height` pixels whose top-left pixel is (`x`, `y`).
public struct PixelRect: Hashable, Sendable, CustomStringConvertible {
    /// Left column.
    public var x: Int
    /// Top row.
    public var y: Int
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int

    /// Creates a rectangle.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// `x 3...9, y 0...4 (7×5 px)`: inclusive pixel ranges, then the size.
    public var description: String {
        "x \(x)...\(x + width - 1), y \(y)...\(y + height - 1) (\(width)×\(height) px)"
    }
}
