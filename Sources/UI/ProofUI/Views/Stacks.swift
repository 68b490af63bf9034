/// Children side by side, leading to trailing.
public struct HStack<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content
    /// A horizontal stack; `spacing` nil uses the default spacing (8 pt).
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    /// Primitive.
    public var body: Never { fatalError("HStack is primitive") }
    func makeNode(_ environment: EnvironmentValues) -> LayoutNode {
        var inner = environment
        inner.stackAxis = .horizontal
        return StackNode(
            axis: .horizontal, alignment: alignment, spacing: spacing, children: ViewResolver.nodes(content, inner),
            environment: environment)
    }
}

/// Children one above the other.
public struct VStack<Content: View>: View, PrimitiveView {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content
    /// A vertical stack; `spacing` nil uses the default spacing (8 pt).
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)
    {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    /// Primitive.
    public var body: Never { fatalError("VStack is primitive") }
    func makeNode(_ environment: EnvironmentValues) -> LayoutNode {
        var inner = environment
        inner.stackAxis = .vertical
        return StackNode(
            axis: .vertical, alignment: alignment, spacing: spacing, children: ViewResolver.nodes(content, inner),
            environment: environment)
    }
}

/// Children on top of each other, aligned.
public struct ZStack<Content: View>: View, PrimitiveView {
    let alignment: Alignment
    let content: Content
    /// An overlapping stack.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
    /// Primitive.
    public var body: Never { fatalError("ZStack is primitive") }
    func makeNode(_ environment: EnvironmentValues) -> LayoutNode {
        var inner = environment
        inner.stackAxis = nil
        return ZStackNode(children: ViewResolver.nodes(content, inner), alignment: alignment, environment: environment)
    }
}

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

/// The size and frame a `GeometryReader` offers its content.
public struct GeometryProxy: Sendable {
    /// The size offered.
    public let size: CGSize
    let frameInRoot: CGRect
    /// The reader's frame in a coordinate space (global and local supported).
    public func frame(in space: CoordinateSpace) -> CGRect {
        space == .local ? CGRect(origin: .zero, size: size) : frameInRoot
    }
    /// Safe-area insets (none in a headless render).
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }
}

/// Coordinate spaces for `GeometryProxy.frame(in:)`.
public enum CoordinateSpace: Hashable, Sendable {
    /// The root view's space.
    case global
    /// The reader's own space.
    case local
    /// A named space (treated as global).
    case named(String)
}

/// A view whose content is built from the size it is offered.
public struct GeometryReader<Content: View>: View, PrimitiveView {
    let content: (GeometryProxy) -> Content
    /// A reader building `content` with the proxy.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }
    /// Primitive.
    public var body: Never { fatalError("GeometryReader is primitive") }
    func makeNode(_ environment: EnvironmentValues) -> LayoutNode {
        let content = self.content
        // The content is built at placement time: restore the environment that was current here.
        let current = EnvironmentValues.current
        return GeometryReaderNode(environment: environment) { proxy in
            EnvironmentValues.$current.withValue(current) {
                ZStackNode(
                    children: ViewResolver.nodes(content(proxy), environment), alignment: .topLeading,
                    environment: environment)
            }
        }
    }
}

extension Color: View, PrimitiveView {
    /// Primitive.
    public var body: Never { fatalError("Color is primitive") }
    func makeNode(_ environment: EnvironmentValues) -> LayoutNode {
        ShapeNode(
            environment: environment, name: "Color", style: AnyShapeStyle(self),
            sizing: { $0.replacingUnspecifiedDimensions() },
            path: { Path($0) }, insetPath: nil, drawing: .fill(evenOdd: false))
    }
}

/// A thin line separating content: horizontal in a VStack (and by default), vertical in an HStack.
public struct Divider: View, PrimitiveView {
    /// A divider.
    public init() {}
    /// Primitive.
    public var body: Never { fatalError("Divider is primitive") }
    func makeNode(_ environment: EnvironmentValues) -> LayoutNode {
        // iOS separator colour: #3C3C43 at 29 % (light), #545458 at 60 % (dark); one device pixel thick.
        let color = Color(light: Color(hex: 0x3C3C43, opacity: 0.29), dark: Color(hex: 0x545458, opacity: 0.6))
        let thickness = 1 / max(1, environment.displayScale)
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

private struct StackAxisKey: EnvironmentKey { static let defaultValue: Axis? = nil }

extension EnvironmentValues {
    /// The axis of the stack whose children are being resolved (dividers orient across it).
    var stackAxis: Axis? {
        get { self[StackAxisKey.self] }
        set { self[StackAxisKey.self] = newValue }
    }
}
