import Raster

/// Line joins.
public enum CGLineJoin: Int32, Hashable, Sendable {
    /// Sharp corners up to the miter limit.
    case miter
    /// Rounded corners.
    case round
    /// Cut corners.
    case bevel
    var raster: Raster.StrokeStyle.LineJoin { self == .miter ? .miter : self == .round ? .round : .bevel }
}
