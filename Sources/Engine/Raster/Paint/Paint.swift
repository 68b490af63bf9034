/// What fills the pixels a shape covers. Geometry is in user space and follows the canvas transform.
public enum Paint: Hashable, Sendable {
    /// One colour.
    case solid(Color)
    /// Colours along the line from `start` to `end`, constant across it.
    case linearGradient(Gradient, start: Point, end: Point)
    /// Colours by distance from `center`: the first stop at `startRadius`, the last at `endRadius`.
    case radialGradient(Gradient, center: Point, startRadius: Double, endRadius: Double)
    /// Colours by angle around `center` (a conic sweep, SwiftUI's `AngularGradient`); angles in radians
    /// from +x towards +y, the first stop at `startAngle`, the last at `endAngle`. A sweep under one turn
    /// fills the gap with the last colour then the first, switching halfway; a sweep over one turn shows
    /// only its last complete turn.
    case angularGradient(Gradient, center: Point, startAngle: Double, endAngle: Double)
}
