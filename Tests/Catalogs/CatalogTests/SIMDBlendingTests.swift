import ProofSnapshot
import RasterCatalog
import Testing
import TextCatalog

@testable import Raster

/// Solid source-over blends two pixels per step in SIMD lanes in optimised builds and one channel at
/// a time in debug builds; both must give the same bytes, or goldens recorded in one build mode
/// would fail in the other. Every raster and text scene is drawn both ways here, in one process.
@Suite("Engine: SIMD blending gives the scalar bytes")
struct SIMDBlendingTests {
    /// The scenes whose pixels go through the solid blitter and the glyph-mask blender.
    static let scenes: [CanvasScene] = RasterCatalog.scenes + TextCatalog.scenes

    @Test(arguments: scenes.map(\.name))
    func sceneIsByteIdenticalWithAndWithoutPairs(_ name: String) throws {
        let scene = try #require(Self.scenes.first { $0.name == name })
        let scalar = try Self.render(scene, pairs: false)
        let paired = try Self.render(scene, pairs: true)
        try #require(scalar.pixels.count == paired.pixels.count)
        // The first differing byte only: the whole list runs to megabytes when a path breaks.
        let firstDifference = scalar.pixels.indices.first { scalar.pixels[$0] != paired.pixels[$0] }
        #expect(firstDifference == nil, "bytes differ, first at byte \(firstDifference ?? -1)")
    }

    /// A scene drawn as `CanvasScene.render` draws it, with the blend mode chosen.
    static func render(_ scene: CanvasScene, pairs: Bool) throws -> Bitmap {
        let canvas = try Canvas(
            width: Int(Double(scene.width) * CanvasScene.scale), height: Int(Double(scene.height) * CanvasScene.scale))
        canvas.blendsInPairs = pairs
        if scene.opaque { canvas.clear(.white) }
        canvas.transform = .scale(CanvasScene.scale, CanvasScene.scale)
        try scene.draw(canvas)
        return canvas.bitmap
    }
}
