import Raster

/// A picture drawn straight on a `Canvas`: the kind of golden image the engine catalogs (raster,
/// text) are made of. Scenes draw in points on a 2× canvas, on white unless they show
/// transparency; the golden lives at `<group>/<name>.png`.
public struct CanvasScene: Sendable {
    /// File-name-safe identifier, e.g. `cap-round`.
    public let name: String
    /// What the picture shows, for people reviewing it.
    public let summary: String
    /// Width in points; the bitmap is `scale` times as wide.
    public let width: Int
    /// Height in points; the bitmap is `scale` times as tall.
    public let height: Int
    /// Whether the scene starts from a white background (else transparent).
    public let opaque: Bool
    /// The golden folder: `raster`, `text`, …
    public let group: String
    /// The drawing, in points (the canvas transform is already scaled). Scenes of higher layers
    /// throw their own layer's errors, hence an untyped throw.
    public let draw: @Sendable (Canvas) throws -> Void

    /// Creates a scene of `width` × `height` points in `group`.
    public init(
        _ name: String, _ summary: String, group: String = "raster", width: Int = 96, height: Int = 64,
        opaque: Bool = true, draw: @escaping @Sendable (Canvas) throws -> Void
    ) {
        self.group = group
        self.name = name
        self.summary = summary
        self.width = width
        self.height = height
        self.opaque = opaque
        self.draw = draw
    }

    /// Pixels per point of every scene.
    public static let scale = 2.0

    /// Renders the scene to a bitmap.
    public func render() throws -> Bitmap {
        let canvas = try Canvas(
            width: Int(Double(width) * CanvasScene.scale), height: Int(Double(height) * CanvasScene.scale))
        if opaque { canvas.clear(.white) }
        canvas.transform = .scale(CanvasScene.scale, CanvasScene.scale)
        try draw(canvas)
        return canvas.bitmap
    }

    /// The scene as a catalog image with its golden at `<group>/<name>.png`.
    public var image: CatalogImage {
        CatalogImage(goldenPath: "\(group)/\(name).png", summary: summary, scale: CanvasScene.scale, render: render)
    }
}
