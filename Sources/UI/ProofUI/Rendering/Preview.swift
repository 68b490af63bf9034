/// A named view for the catalog, the CLI and goldens: `Preview("Button/primary") { … }`.
/// (Swift macros are not available here, so previews are values registered with `PreviewRegistry`.)
public struct Preview: @unchecked Sendable {
    // @unchecked: `make` only builds view values from its captures, which preview code treats as
    // constants; every render calls it afresh on its own thread.
    /// Unique name, `/`-separated by convention (`ui/stack/hstack-spacing`).
    public let name: String
    /// The configuration the preview is rendered with by default.
    public let configuration: RenderConfiguration
    let make: () -> AnyView

    /// A preview of the view `content` builds.
    public init<V: View>(
        _ name: String, configuration: RenderConfiguration = RenderConfiguration(),
        @ViewBuilder content: @escaping () -> V
    ) {
        self.name = name
        self.configuration = configuration
        make = { AnyView(content()) }
    }

    /// The preview's view.
    public func makeView() -> AnyView { make() }

    /// Renders the preview with its configuration changed by `change`.
    public func render(_ change: (inout RenderConfiguration) -> Void = { _ in }) throws(RenderError) -> RenderedImage {
        var c = configuration
        change(&c)
        return try ViewRenderer.render(makeView(), configuration: c)
    }
}
