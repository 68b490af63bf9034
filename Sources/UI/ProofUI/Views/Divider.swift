/// A thin line separating content: horizontal in a VStack (and by default), vertical in an HStack,
/// 1 pt thick whatever the Dynamic Type size (measured on SwiftUI) and as long as offered.
nonisolated public struct Divider: View, PrimitiveView {
    /// A divider.
    public init() {}
    /// Primitive.
    @MainActor public var body: Never { fatalError("Divider is primitive") }
    @MainActor func makeNode(_ environment: EnvironmentValues) -> LayoutNode {
        // iOS separator colour: #3C3C43 at 29 % (light), #545458 at 60 % (dark).
        let color = Color(light: Color(hex: 0x3C3C43, opacity: 0.29), dark: Color(hex: 0x545458, opacity: 0.6))
        let thickness: CGFloat = 1
        let vertical = environment.stackAxis == .horizontal
        return ShapeNode(
            environment: environment, name: "Divider", style: AnyShapeStyle(color),
            sizing: {
                vertical
                    ? CGSize(width: thickness, height: $0.height ?? thickness)
                    : CGSize(width: $0.width ?? thickness, height: thickness)
            },
            path: { Path($0) }, insetPath: nil, drawing: .fill(evenOdd: false))
    }
}
