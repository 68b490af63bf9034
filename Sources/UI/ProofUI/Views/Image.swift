/// An image: an SF Symbol name drawn from the bundled icon font, or an asset registered with
/// `ImageAssets` (PNG bitmaps and SVG-path icons).
nonisolated public struct Image: View, PrimitiveView, Sendable {
    enum Source: Sendable {
        case system(String)
        case asset(String)
        /// An asset carried by the image itself (`Image(uiImage:)`), with a name for display lists.
        case inline(ImageAssets.Asset, name: String)
    }
    /// How an image uses colour.
    public enum TemplateRenderingMode: Hashable, Sendable {
        /// Its alpha tinted with the foreground style.
        case template
        /// Its own colours.
        case original
    }
    /// How a resizable image fills its frame.
    public enum ResizingMode: Hashable, Sendable {
        /// Stretched.
        case stretch
        /// Tiled (drawn stretched in Proof).
        case tile
    }
    /// Symbol scales.
    public enum Scale: Hashable, Sendable {
        /// Small.
        case small
        /// Medium.
        case medium
        /// Large.
        case large
    }

    let source: Source
    var isResizable = false
    var renderingMode: TemplateRenderingMode?
    var flipsForRTL = false
    var isDecorative = false

    /// An SF Symbol, drawn from Material Design Icons through `SymbolTable`.
    public init(systemName: String) { source = .system(systemName) }
    /// A registered asset, or an image set of an asset catalog in `bundle` (its `.xcassets`
    /// folders are read and registered the first time a view names the bundle).
    public init(_ name: String, bundle: Bundle? = nil) {
        source = .asset(name)
        if let bundle { AssetCatalog.registerCatalogs(in: bundle) }
    }
    /// An image of `asset` itself, without registering it; `name` labels it in display lists. This
    /// is what UIKit's `Image(uiImage:)` makes. Proof extension.
    public init(asset: ImageAssets.Asset, name: String) { source = .inline(asset, name: name) }
    /// A registered asset hidden from accessibility.
    public init(decorative name: String, bundle: Bundle? = nil) {
        source = .asset(name)
        isDecorative = true
        if let bundle { AssetCatalog.registerCatalogs(in: bundle) }
    }

    /// Primitive.
    @MainActor public var body: Never { fatalError("Image is primitive") }

    /// Fills the frame it is offered instead of keeping its own size.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var i = self
        i.isResizable = true
        return i
    }
    /// Template (tinted) or original colours.
    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image {
        var i = self
        i.renderingMode = mode
        return i
    }
    /// Mirrors the image in right-to-left layouts.
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> Image {
        var i = self
        i.flipsForRTL = enabled
        return i
    }
    /// Symbol scale (recorded; the icon follows the font size).
    public func imageScale(_ scale: Scale) -> Image { self }

    var name: String {
        switch source {
        case .system(let n): "symbol:\(n)"
        case .asset(let n): n
        case .inline(_, let n): n
        }
    }

    @MainActor func makeNode(_ environment: EnvironmentValues) -> LayoutNode {
        ImageNode(image: self, environment: environment)
    }
}
