/// Flexible space along the axis of the enclosing stack.
public struct Spacer: View, PrimitiveView {
    /// The minimum length; nil = the default spacing (8 pt).
    public var minLength: CGFloat?
    /// A spacer.
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    /// Primitive.
    public var body: Never { fatalError("Spacer is primitive") }
    func makeNode(_ environment: EnvironmentValues) -> LayoutNode {
        SpacerNode(minLength: minLength, environment: environment)
    }
}
