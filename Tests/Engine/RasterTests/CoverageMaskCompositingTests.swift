import Testing

@testable import Raster

/// Masks (glyphs) composite to exactly the pixels a direct fill of the same shape gives, whichever
/// compositing path runs: the two-pixel solid-colour path, or the general blitter under a clip.
@Suite("Engine: coverage mask compositing")
struct CoverageMaskCompositingTests {
    /// A curved shape with every coverage value from 0 to 255 along its edges, odd widths included.
    static let shape = Path.ellipse(in: Rect(x: 3.3, y: 2.6, width: 21.7, height: 13.9))

    /// A background with varied channels so that blending, not just writing, is exercised.
    static func paintBackground(_ canvas: Canvas) throws {
        canvas.clear(Color(red: 0.9, green: 0.6, blue: 0.2, alpha: 1))
        try canvas.fill(
            Path.rect(Rect(x: 0, y: 8, width: 40, height: 20)),
            with: .solid(Color(red: 0.1, green: 0.3, blue: 0.8, alpha: 0.6)))
    }

    @Test(
        arguments: [
            Color(red: 0, green: 0, blue: 0, alpha: 1), Color(red: 0.2, green: 0.7, blue: 0.4, alpha: 1),
            Color(red: 1, green: 0.47, blue: 0, alpha: 0.55),
        ], [false, true])
    func maskMatchesDirectFill(colour: Color, clipped: Bool) throws {
        let clip = Path.rect(Rect(x: 6, y: 4, width: 15, height: 9))
        let direct = try EngineFixture.render(40, 28) { canvas in
            try Self.paintBackground(canvas)
            if clipped { try canvas.clip(to: clip) }
            try canvas.fill(Self.shape.applying(Transform(a: 1, b: 0, c: 0, d: 1, tx: 7, ty: 5)), with: .solid(colour))
        }
        let mask = try CoverageMask(path: Self.shape, transform: .identity, rule: .nonZero)
        let viaMask = try EngineFixture.render(40, 28) { canvas in
            try Self.paintBackground(canvas)
            if clipped { try canvas.clip(to: clip) }
            try canvas.fill([PlacedMask(mask, dx: 7, dy: 5)], with: .solid(colour))
        }
        #expect(direct.pixels == viaMask.pixels)
    }

    @Test func masksPartlyOffCanvasAreCroppedNotWrapped() throws {
        let mask = try CoverageMask(path: Self.shape, transform: .identity, rule: .nonZero)
        let placements = [
            PlacedMask(mask, dx: -10, dy: -3), PlacedMask(mask, dx: 30, dy: 20), PlacedMask(mask, dx: 500, dy: 0),
        ]
        let batched = try EngineFixture.render(40, 28) { try $0.fill(placements, with: .solid(.black)) }
        let direct = try EngineFixture.render(40, 28) { canvas in
            for p in placements {
                try canvas.fill(
                    Self.shape.applying(Transform(a: 1, b: 0, c: 0, d: 1, tx: Double(p.dx), ty: Double(p.dy))),
                    with: .solid(.black))
            }
        }
        #expect(batched.pixels == direct.pixels)
        #expect(batched.pixels.contains { $0 != 0 })
    }
}
