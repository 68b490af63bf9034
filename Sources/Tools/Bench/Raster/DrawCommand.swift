import Raster

/// A scene operation turned into the exact Raster call arguments (colours, stroke style and shadow
/// built), so that the timed loop does nothing but draw.
enum DrawCommand {
    /// `canvas.fill(path, color:, rule:)`.
    case fill(Path, Color, FillRule)
    /// `canvas.stroke(path, color:, style:)`.
    case stroke(Path, Color, StrokeStyle)
    /// `canvas.drawShadow(of:shadow:)`; Raster's shadow radius is 2σ.
    case shadow(Path, Shadow)

    /// Prepares one scene operation.
    init(_ op: SceneOp) {
        switch op {
        case .fill(let path, let color, let rule):
            self = .fill(path, color.color, rule)
        case .stroke(let path, let color, let style):
            self = .stroke(path, color.color, style)
        case .shadow(let path, let color, let sigma, let offset):
            self = .shadow(path, Shadow(color: color.color, radius: 2 * sigma, offset: offset))
        }
    }

    /// Draws the command on `canvas`.
    @inline(__always)
    func draw(on canvas: Canvas) throws(RasterError) {
        switch self {
        case .fill(let path, let color, let rule):
            try canvas.fill(path, color: color, rule: rule)
        case .stroke(let path, let color, let style):
            try canvas.stroke(path, color: color, style: style)
        case .shadow(let path, let shadow):
            try canvas.drawShadow(of: path, shadow: shadow)
        }
    }
}
