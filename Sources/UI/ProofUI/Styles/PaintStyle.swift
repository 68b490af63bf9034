/// A fixed paint as a style (hierarchical styles resolved where they were set).
struct PaintStyle: ShapeStyle, CustomStringConvertible {
    let paint: ResolvedPaint
    func _resolvePaint(in environment: EnvironmentValues, bounds: CGRect) -> ResolvedPaint { paint }
    var description: String { paint.description }
}
