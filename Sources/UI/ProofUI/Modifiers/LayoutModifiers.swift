nonisolated extension View {
    /// Padding on `edges`; nil = the default 16 pt.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let insets = EdgeInsets(edges, length ?? 16)
        return modifier(NodeWrappingModifier { PaddingNode(child: $0, insets: insets, environment: $1) })
    }
    /// Padding of `length` on every edge.
    public func padding(_ length: CGFloat) -> some View { padding(.all, length) }
    /// Padding by `insets`.
    public func padding(_ insets: EdgeInsets) -> some View {
        modifier(NodeWrappingModifier { PaddingNode(child: $0, insets: insets, environment: $1) })
    }

    /// A frame of fixed width and/or height; the content is aligned in it.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(
            NodeWrappingModifier {
                FixedFrameNode(child: $0, width: width, height: height, alignment: alignment, environment: $1)
            })
    }

    /// A flexible frame: lengths between the minimum and maximum (`.infinity` takes all offered).
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> some View {
        modifier(
            NodeWrappingModifier {
                FlexibleFrameNode(
                    child: $0, minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
                    idealHeight: idealHeight,
                    maxHeight: maxHeight, alignment: alignment, environment: $1)
            })
    }

    /// The view at its ideal size on both axes.
    public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }
    /// The view at its ideal size on the chosen axes.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(
            NodeWrappingModifier {
                FixedSizeNode(child: $0, horizontal: horizontal, vertical: vertical, environment: $1)
            })
    }

    /// Priority when a stack divides its space (higher first).
    public func layoutPriority(_ value: Double) -> some View {
        modifier(NodeWrappingModifier { PriorityNode(child: $0, priority: value, environment: $1) })
    }

    /// Draws the view moved, without changing its layout.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(
            NodeWrappingModifier {
                TransformNode(child: $0, kind: .offset(CGSize(width: x, height: y)), environment: $1)
            })
    }
    /// Draws the view moved by `offset`.
    public func offset(_ offset: CGSize) -> some View { self.offset(x: offset.width, y: offset.height) }

    /// Centres the view on a point of its parent's space, taking all the space offered.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(NodeWrappingModifier { PositionNode(child: $0, point: CGPoint(x: x, y: y), environment: $1) })
    }
    /// Centres the view on `position`.
    public func position(_ position: CGPoint) -> some View { self.position(x: position.x, y: position.y) }

    /// Constrains the view to an aspect ratio (nil = its ideal size's ratio).
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(
            NodeWrappingModifier {
                AspectRatioNode(child: $0, ratio: aspectRatio, contentMode: contentMode, environment: $1)
            })
    }
    /// Constrains the view to the ratio of `size`.
    public func aspectRatio(_ size: CGSize, contentMode: ContentMode) -> some View {
        aspectRatio(size.height > 0 ? size.width / size.height : nil, contentMode: contentMode)
    }
    /// Fits the view in the space offered, keeping its ratio.
    public func scaledToFit() -> some View { aspectRatio(nil, contentMode: .fit) }
    /// Fills the space offered, keeping its ratio.
    public func scaledToFill() -> some View { aspectRatio(nil, contentMode: .fill) }

    /// A view drawn above this one, offered its size and aligned on it; several views are laid out as
    /// a `ZStack` with `alignment`.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        let overlay = content()
        return modifier(
            NodeWrappingModifier { child, env in
                LayeredNode(
                    primary: child, secondary: ViewResolver.layeredContent(overlay, alignment: alignment, env),
                    alignment: alignment,
                    secondaryOnTop: true, environment: env)
            })
    }
    /// A view drawn above this one.
    @_disfavoredOverload
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        self.overlay(alignment: alignment) { overlay }
    }
    /// A style filling `shape` above this view.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> some View { overlay { shape.fill(style) } }

    /// A view drawn below this one, offered its size and aligned on it; several views are laid out as
    /// a `ZStack` with `alignment`.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        let background = content()
        return modifier(
            NodeWrappingModifier { child, env in
                LayeredNode(
                    primary: child, secondary: ViewResolver.layeredContent(background, alignment: alignment, env),
                    alignment: alignment,
                    secondaryOnTop: false, environment: env)
            })
    }
    /// A view drawn below this one.
    @_disfavoredOverload
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        self.background(alignment: alignment) { background }
    }
    /// A style filling the view's frame below it, grown into the render's safe area on `edges` where
    /// the view reaches it (all edges by default, as in SwiftUI).
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background { Rectangle().fill(style).ignoresSafeArea(edges: edges) }
    }
    /// A style filling `shape` below the view.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
        -> some View
    {
        background { shape.fill(style, style: fillStyle) }
    }
    /// The background style filling `shape` below the view.
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background { shape.fill(BackgroundStyle(), style: fillStyle) }
    }

    /// A border of `width` drawn inside the view's frame.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay { Rectangle().strokeBorder(content, lineWidth: width) }
    }
}
