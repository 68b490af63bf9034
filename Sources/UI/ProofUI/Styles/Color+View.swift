extension Color: View, PrimitiveView {
    /// Primitive.
    public var body: Never { fatalError("Color is primitive") }
    @MainActor func makeNode(_ environment: EnvironmentValues) -> LayoutNode {
        ShapeNode(
            environment: environment, name: "Color", style: AnyShapeStyle(self),
            sizing: { $0.replacingUnspecifiedDimensions() },
            path: { Path($0) }, insetPath: nil, drawing: .fill(evenOdd: false))
    }
}
