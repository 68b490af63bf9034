import Foundation
import ProofSnapshot
import Raster

/// The primitive gallery: one scene per engine feature (caps, joins, dashes, fill rules, gradients,
/// blend modes, clips, shadows, images, arcs), rendered by `proof-gallery` and verified byte-exact
/// against `Golden/raster/` by the test suite.
public enum RasterCatalog {
    /// Every scene, in a stable order with unique names.
    public static let scenes: [CanvasScene] = strokeScenes + fillScenes + paintScenes + compositingScenes

    /// The catalog the tools take: every scene as a golden image under `raster/`.
    public static let catalog = Catalog(
        name: "raster", summary: "engine primitives: caps, joins, dashes, fills, gradients, blending, clips, shadows",
        images: scenes.map(\.image))

    /// The scene with `name`, or nil.
    public static func scene(named name: String) -> CanvasScene? {
        scenes.first { $0.name == name }
    }

    static let ink = Color(hex: 0x1F2A44)
    static let orange = Color(hex: 0xFF7900)
    static let blue = Color(hex: 0x4170D8)
    static let green = Color(hex: 0x32C832)
    static let guide = Color(hex: 0xE03C31)

    /// A thin red line showing the geometric path under a stroke.
    static func guideLine(_ c: Canvas, _ path: Path) throws(RasterError) {
        try c.stroke(path, color: guide, style: StrokeStyle(lineWidth: 0.5))
    }
}
