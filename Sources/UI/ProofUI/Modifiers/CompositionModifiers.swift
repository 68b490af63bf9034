nonisolated extension View {
    /// Masks the view by the alpha of `mask`, which is laid out like an overlay (offered this
    /// view's size, aligned by `alignment`) and not shown: where the mask is transparent the view
    /// is too.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        let mask = mask()
        return modifier(
            NodeWrappingModifier { child, env in
                MaskNode(
                    content: child, mask: ViewResolver.layeredContent(mask, alignment: alignment, env),
                    alignment: alignment, environment: env)
            })
    }

    /// Masks the view by the alpha of `mask`, centred (SwiftUI's deprecated form).
    public func mask<Mask: View>(_ mask: Mask) -> some View { self.mask(alignment: .center) { mask } }

    /// Draws the view as one offscreen group before compositing it, as `.compositingGroup()` does
    /// (Proof draws every view with the same rasterizer, so this only forces the group). The
    /// colour mode is accepted and composited in sRGB-encoded values.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        compositingGroup()
    }

    /// A content shape for hit testing and drag previews: inert for pixels (a still frame takes no
    /// taps), kept so that code using it compiles and lays out unchanged.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }

    /// Extends the view into the render's safe area (`RenderConfiguration.safeAreaInsets`: a device's
    /// status bar and home indicator) on each of `edges` where the view reaches it, as SwiftUI does:
    /// `Color.blue.ignoresSafeArea()` behind a screen fills the whole device. Without a safe area
    /// (the default), or for `.keyboard` alone, it changes nothing; insets added by `.safeAreaInset`
    /// are laid out beside the content, not under it.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        modifier(
            NodeWrappingModifier {
                IgnoresSafeAreaNode(child: $0, regions: regions, edges: edges, environment: $1)
            })
    }

    /// Places `content` along the bottom or top edge: the view is offered the height left (less
    /// `spacing`) and the inset view is placed at the edge, aligned by `alignment` and offered the
    /// whole width (a bottom button bar under a `ScrollView`).
    ///
    /// Proof differs from SwiftUI here: the view is laid out beside the inset view rather than
    /// extending under it. A nil `spacing` is "the default amount": Proof's
    /// default spacing between two views, 8 pt (Apple's examples pass 0 for a flush bar).
    public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        safeAreaInset(
            edge == .top ? .top : .bottom, alignment: Alignment(horizontal: alignment, vertical: .center),
            spacing: spacing, content())
    }

    /// Places `content` along the leading or trailing edge: the view is offered the width left
    /// (less `spacing`) and the inset view is placed at the edge, aligned by `alignment`.
    public func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        safeAreaInset(
            edge == .leading ? .leading : .trailing, alignment: Alignment(horizontal: .center, vertical: alignment),
            spacing: spacing, content())
    }

    /// The inset view `inset` at `edge`: both public overloads.
    private func safeAreaInset<V: View>(_ edge: Edge, alignment: Alignment, spacing: CGFloat?, _ inset: V) -> some View
    {
        modifier(
            CarryingNodeModifier(carried: inset) { inset, child, env in
                SafeAreaInsetNode(
                    content: child, inset: ViewResolver.layeredContent(inset, alignment: .center, env), edge: edge,
                    alignment: alignment, spacing: spacing ?? StackNode.defaultSpacing, environment: env)
            })
    }

    /// Adds `length` (nil: the default 16 pt) to the safe area on `edges`: the content is padded as
    /// `.padding` pads it (Proof does not grow the safe area that views ignoring it reach into).
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        padding(edges, length)
    }

    /// Adds `length` to the safe area on every edge (padding, as `safeAreaPadding(_:_:)`).
    public func safeAreaPadding(_ length: CGFloat) -> some View { padding(.all, length) }

    /// Adds `insets` to the safe area (padding, as `safeAreaPadding(_:_:)`).
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View { padding(insets) }
}
