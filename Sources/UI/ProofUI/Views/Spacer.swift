/// Flexible space along the axis of the enclosing stack, or on both axes outside a stack.
nonisolated public struct Spacer: View, PrimitiveView {
    /// The minimum length, also the spacer's ideal length; nil = the platform's default spacing (8 pt),
    /// whatever the enclosing stack's spacing.
    public var minLength: CGFloat?
    /// A spacer.
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    /// Primitive.
    @MainActor public var body: Never { fatalError("Spacer is primitive") }
    @MainActor func makeNode(_ environment: EnvironmentValues) -> LayoutNode {
        SpacerNode(minLength: minLength, axis: environment.stackAxis, environment: environment)
    }
}
