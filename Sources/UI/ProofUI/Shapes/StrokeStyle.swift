import Raster

/// How a shape's outline is stroked (SwiftUI's `StrokeStyle`).
public struct StrokeStyle: Hashable, Sendable {
    /// Width in points.
    public var lineWidth: CGFloat
    /// End caps.
    public var lineCap: CGLineCap
    /// Corner joins.
    public var lineJoin: CGLineJoin
    /// Miter limit.
    public var miterLimit: CGFloat
    /// Dash lengths.
    public var dash: [CGFloat]
    /// Dash phase.
    public var dashPhase: CGFloat
    /// A stroke style (Core Graphics' defaults).
    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
        dash: [CGFloat] = [], dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    var raster: Raster.StrokeStyle {
        Raster.StrokeStyle(
            lineWidth: Double(lineWidth), lineCap: lineCap.raster, lineJoin: lineJoin.raster,
            miterLimit: Double(miterLimit),
            dash: dash.map(Double.init), dashPhase: Double(dashPhase))
    }
}
