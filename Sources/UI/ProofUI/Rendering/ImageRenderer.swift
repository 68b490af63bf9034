/// SwiftUI's `ImageRenderer`, headless: set the scale, proposed size and appearance, then ask for
/// the image or its PNG bytes. Main-actor isolated, as SwiftUI's is, since it evaluates `body`.
/// (SwiftUI's is a class; this one is a value, which code written for SwiftUI uses the same way.)
@MainActor public struct ImageRenderer<Content: View> {
    /// The view to render.
    public var content: Content
    /// Device pixels per point (1 by default, as SwiftUI's renderer).
    public var scale: CGFloat = 1
    /// The size offered to the view (`.unspecified` = its ideal size).
    public var proposedSize: ProposedViewSize = .unspecified
    /// The rest of the configuration (appearance, direction, Dynamic Type, interaction state,
    /// background); its size and scale are replaced by `proposedSize` and `scale`.
    public var configuration = RenderConfiguration()

    /// A renderer for `content`.
    public init(content: Content) { self.content = content }

    /// The configuration actually used.
    public var effectiveConfiguration: RenderConfiguration {
        var c = configuration
        c.scale = scale
        switch (proposedSize.width, proposedSize.height) {
        case (let w?, let h?) where w.isFinite && h.isFinite: c.size = .fixed(width: w, height: h)
        case (let w?, _) where w.isFinite: c.size = .width(w)
        default: c.size = .intrinsic
        }
        return c
    }

    /// Renders the view.
    public func render() throws(RenderError) -> RenderedImage {
        try ViewRenderer.render(content, configuration: effectiveConfiguration)
    }

    /// The PNG bytes of the view, or nil when it cannot be rendered (use `render()` for the error).
    public var pngData: [UInt8]? { try? render().pngData() }
}
