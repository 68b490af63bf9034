/// How a path is stroked, as Core Graphics / SwiftUI `StrokeStyle`.
public struct StrokeStyle: Hashable, Sendable {
    /// Shape at the open ends of subpaths and dashes.
    public enum LineCap: String, Hashable, Sendable, CaseIterable {
        /// Ends exactly at the end point.
        case butt
        /// A half disc of diameter `lineWidth` around the end point.
        case round
        /// A half square extending `lineWidth / 2` past the end point.
        case square
    }

    /// Shape where two segments meet.
    public enum LineJoin: String, Hashable, Sendable, CaseIterable {
        /// Sharp corner, replaced by a bevel when longer than `miterLimit × lineWidth` (SVG rule).
        case miter
        /// A circular arc around the vertex.
        case round
        /// A straight cut across the corner.
        case bevel
    }

    /// Width of the stroke, centred on the path.
    public var lineWidth: Double
    /// Cap at open ends.
    public var lineCap: LineCap
    /// Join between segments.
    public var lineJoin: LineJoin
    /// Largest ratio of miter length to line width before a miter becomes a bevel.
    public var miterLimit: Double
    /// Alternating on/off lengths; empty for a solid stroke.
    public var dash: [Double]
    /// Distance into the dash pattern at which the stroke starts.
    public var dashPhase: Double

    /// Creates a stroke style with Core Graphics' defaults.
    public init(
        lineWidth: Double = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, miterLimit: Double = 10,
        dash: [Double] = [], dashPhase: Double = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}
