/// One drawing command of a `Path`, in the path's own coordinates.
public enum PathElement: Hashable, Sendable {
    /// Starts a new subpath at a point.
    case move(to: Point)
    /// A straight line from the current point.
    case line(to: Point)
    /// A quadratic Bézier curve from the current point.
    case quad(control: Point, to: Point)
    /// A cubic Bézier curve from the current point.
    case cubic(control1: Point, control2: Point, to: Point)
    /// Closes the current subpath with a line back to its start.
    case close
}
