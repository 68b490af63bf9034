import ProofUI
import Raster

/// An image (UIKit's `UIImage`): pixels decoded from PNG data, an asset registered with ProofUI's
/// `ImageAssets`, or an SF Symbol from ProofUI's symbol table. `Image(uiImage:)` draws it.
///
/// Where we differ: a struct, not an `NSObject` subclass; `init(data:)` decodes PNG only (Raster's
/// codec), so JPEG or HEIC data gives nil.
public struct UIImage: Sendable {
    enum Content: Sendable {
        case asset(ImageAssets.Asset, name: String)
        case symbol(String)
        /// A snapshot that could not be rendered, with the reason.
        case failure(String)
    }
    let content: Content

    /// The image registered as `name` in `ImageAssets.shared`, or nil.
    public init?(named name: String) {
        guard let asset = ImageAssets.shared.asset(named: name) else { return nil }
        content = .asset(asset, name: name)
    }

    /// The image registered as `name`, after reading `bundle`'s asset catalogs (once) as
    /// `Image(_:bundle:)` does; `configuration` is accepted for source compatibility.
    public init?(named name: String, in bundle: Bundle?, with configuration: UIImage.Configuration?) {
        if let bundle { AssetCatalog.registerCatalogs(in: bundle) }
        self.init(named: name)
    }

    /// The image registered as `name`, after reading `bundle`'s asset catalogs (once);
    /// `traitCollection` is accepted for source compatibility.
    public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        if let bundle { AssetCatalog.registerCatalogs(in: bundle) }
        self.init(named: name)
    }

    /// The PNG image in `data` at scale 1, or nil when it is not a PNG Raster can decode.
    public init?(data: Data) { self.init(data: data, scale: 1) }

    /// The PNG image in `data` at `scale` pixels per point, or nil when it is not a PNG.
    public init?(data: Data, scale: CGFloat) {
        guard scale > 0, let bitmap = try? PNGCodec.decode([UInt8](data)) else { return nil }
        content = .asset(.bitmap(bitmap, scale: scale), name: "uiimage")
    }

    /// An image of `bitmap`'s pixels at `scale` pixels per point (a rendered snapshot).
    package init(bitmap: Bitmap, scale: CGFloat) { content = .asset(.bitmap(bitmap, scale: scale), name: "uiimage") }

    /// An image standing for a render that failed with `reason` (a snapshot strategy's result that
    /// fails the assertion with it).
    package init(renderFailure reason: String) { content = .failure(reason) }

    /// Why the render this image stands for failed; nil for a real image.
    package var renderFailure: String? {
        guard case .failure(let reason) = content else { return nil }
        return reason
    }

    /// The pixels of a bitmap image; nil for vectors and symbols.
    package var bitmap: Bitmap? {
        guard case .asset(.bitmap(let bitmap, _), _) = content else { return nil }
        return bitmap
    }

    /// The SF Symbol `name`, or nil when ProofUI's symbol table has no icon for it.
    public init?(systemName name: String) {
        guard SymbolTable.iconName(forSymbol: name) != nil else { return nil }
        content = .symbol(name)
    }

    /// The SF Symbol `name`; `configuration` is accepted for source compatibility.
    public init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) {
        self.init(systemName: name)
    }

    /// The asset as drawn on `UIScreen.main` in light appearance: an asset catalog image set's
    /// variant for that scale, else the asset itself.
    private var screenAsset: ImageAssets.Asset? {
        guard case .asset(let asset, _) = content else { return nil }
        if case .imageSet(let set) = asset {
            return set.variant(scale: UIScreen.main.scale, colorScheme: .light)?.asset
        }
        return asset
    }

    /// Pixels per point: the PNG's `@2x`/`@3x` scale (an image set's variant for the main screen),
    /// the scale given to `init(data:scale:)`, 1 for vectors and symbols.
    public var scale: CGFloat {
        if case .bitmap(_, let scale)? = screenAsset { return scale }
        return 1
    }

    /// The size in points: pixels divided by `scale`; a vector asset's view box; a symbol's 17 pt
    /// body-size square of ProofUI's icon (1.2 × the font size, 20.4 pt).
    public var size: CGSize {
        // `if case` rather than a switch over every asset kind: a kind added to ProofUI's assets
        // that has no single natural size reports zero instead of breaking this module.
        if case .bitmap(let b, let scale)? = screenAsset {
            return CGSize(width: CGFloat(b.width) / scale, height: CGFloat(b.height) / scale)
        }
        if case .vector(_, let box, _, _)? = screenAsset { return box }
        if case .symbol = content { return CGSize(width: 17 * 1.2, height: 17 * 1.2) }
        return .zero
    }

    /// The PNG data of a bitmap image, nil for vectors and symbols.
    public func pngData() -> Data? {
        guard case .asset(.bitmap(let bitmap, _), _) = content, let bytes = try? PNGCodec.encode(bitmap) else {
            return nil
        }
        return Data(bytes)
    }

    /// The SwiftUI image drawing this image.
    var image: Image {
        switch content {
        case .asset(let asset, let name): Image(asset: asset, name: name)
        case .symbol(let name): Image(systemName: name)
        case .failure: Image(systemName: "exclamationmark.triangle")
        }
    }
}

extension Image {
    /// A SwiftUI image drawing a UIKit image.
    public init(uiImage: UIImage) { self = uiImage.image }
}
