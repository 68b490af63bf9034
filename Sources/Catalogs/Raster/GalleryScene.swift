import Raster

/// One named picture of a gallery: a canvas size and the drawing that fills it. Scenes draw in
/// points on a 2× canvas, on white unless they show transparency. The `group` names the golden
/// folder (`Golden/<group>/<name>.png`).
public struct GalleryScene: Sendable {
    /// File-name-safe identifier, e.g. `cap-round`.
    public let name: String
    /// What the picture shows, for people reviewing it.
    public let summary: String
    /// Size in points; the bitmap is twice as large.
    public let width: Int
    /// Size in points; the bitmap is twice as large.
    public let height: Int
    /// Whether the scene starts from a white background (else transparent).
    public let opaque: Bool
    /// Golden folder and gallery section: `raster`, `text`, …
    public let group: String
    /// The drawing, in points (the canvas transform is already scaled by 2). Scenes of higher
    /// layers throw their own layer's errors, hence an untyped throw.
    public let draw: @Sendable (Canvas) throws -> Void

    /// Creates a scene.
    public init(
        _ name: String, _ summary: String, group: String = "raster", width: Int = 96, height: Int = 64,
        opaque: Bool = true,
        draw: @escaping @Sendable (Canvas) throws -> Void
    ) {
        self.group = group
        self.name = name
        self.summary = summary
        self.width = width
        self.height = height
        self.opaque = opaque
        self.draw = draw
    }

    /// Scale from points to pixels.
    public static let scale = 2.0

    /// Renders the scene to a bitmap.
    public func render() throws -> Bitmap {
        let canvas = try Canvas(
            width: Int(Double(width) * GalleryScene.scale), height: Int(Double(height) * GalleryScene.scale))
        if opaque { canvas.clear(.white) }
        canvas.transform = .scale(GalleryScene.scale, GalleryScene.scale)
        try draw(canvas)
        return canvas.bitmap
    }
}
