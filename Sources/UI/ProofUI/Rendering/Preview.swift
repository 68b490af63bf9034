/// A named view for the catalog, the CLI and goldens: `Preview("Button/primary") { … }`.
/// (Swift macros are not available here, so previews are values registered with `PreviewRegistry`.)
public struct Preview: Sendable {
    /// Unique name, `/`-separated by convention (`ui/stack/hstack-spacing`).
    public let name: String
    /// The configuration the preview is rendered with by default.
    public let configuration: RenderConfiguration
    /// The colour scheme the preview asks for itself (`.preferredColorScheme(_:)` in a
    /// `PreviewProvider`), if any: a catalog that renders previews in several schemes renders this
    /// one in its own scheme only, as Xcode shows it.
    public var preferredColorScheme: ColorScheme?
    let make: @MainActor () -> AnyView

    /// A preview of the view `content` builds.
    public init<V: View>(
        _ name: String, configuration: RenderConfiguration = RenderConfiguration(),
        @ViewBuilder content: @escaping @MainActor () -> V
    ) {
        self.name = name
        self.configuration = configuration
        make = { AnyView(content()) }
    }

    /// The preview's view.
    @MainActor public func makeView() -> AnyView { make() }

    /// The preview's display list, laid out with its configuration changed by `change`.
    @MainActor public func displayList(_ change: (inout RenderConfiguration) -> Void = { _ in }) throws(RenderError)
        -> DisplayList
    {
        var c = configuration
        change(&c)
        return try ViewRenderer.displayList(makeView(), configuration: c)
    }

    /// Renders the preview with its configuration changed by `change`.
    @MainActor public func render(_ change: (inout RenderConfiguration) -> Void = { _ in }) throws(RenderError)
        -> RenderedImage
    {
        var c = configuration
        change(&c)
        return try ViewRenderer.render(makeView(), configuration: c)
    }
}
