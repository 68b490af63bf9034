import Raster

/// Line ends.
public enum CGLineCap: Int32, Hashable, Sendable {
    /// Flat at the end point.
    case butt
    /// A half circle.
    case round
    /// A half square.
    case square
    var raster: Raster.StrokeStyle.LineCap { self == .butt ? .butt : self == .round ? .round : .square }
}
