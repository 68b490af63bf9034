/// Fill or stroke of a shape view.
enum ShapeDrawing {
    case fill(evenOdd: Bool)
    case stroke(StrokeStyle, inset: Bool)
}
