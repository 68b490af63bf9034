/// A shape drawn with a style: the view behind `.fill` and `.stroke`.
nonisolated public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View, PrimitiveView {
    let shape: Content
    let style: Style
    let drawing: ShapeDrawing
    /// Primitive.
    @MainActor public var body: Never { fatalError("_ShapeView is primitive") }

    @MainActor func makeNode(_ environment: EnvironmentValues) -> LayoutNode {
        let shape = self.shape
        let insetShape: ((CGRect, CGFloat) -> Path)?
        if let insettable = shape as? any InsettableShape {
            insetShape = { rect, amount in Self.insetPath(insettable, rect, amount) }
        } else {
            insetShape = nil
        }
        return ShapeNode(
            environment: environment, name: String(describing: Content.self), style: AnyShapeStyle(style),
            sizing: { shape.sizeThatFits($0) }, path: { shape.path(in: $0) }, insetPath: insetShape, drawing: drawing)
    }

    private static func insetPath<S: InsettableShape>(_ s: S, _ rect: CGRect, _ amount: CGFloat) -> Path {
        s.inset(by: amount).path(in: rect)
    }
}
