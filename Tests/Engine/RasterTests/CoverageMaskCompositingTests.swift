import Foundation
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

    /// A self-intersecting pentagram (rows the scan converter solves exactly) over a circle.
    static let crossing = Path {
        for i in 0..<5 {
            let a = -Double.pi / 2 + Double(i) * 4 * .pi / 5
            let p = Point(x: 12.3 + 10 * cos(a), y: 11.7 + 10 * sin(a))
            if i == 0 { $0.move(to: p) } else { $0.addLine(to: p) }
        }
        $0.closeSubpath()
        $0.addPath(.circle(center: Point(x: 14.1, y: 9.2), radius: 4.3))
    }

    /// Moving a shape by whole pixels moves its mask and nothing else, also when it lies above or
    /// left of the origin: by (−2, −2) its first band starts at row −1 (once mistaken for "no band
    /// yet" by a cache of the exact pass, which then read stale memory).
    @Test(arguments: [
        ("by (-2, -2): first band at row -1", -2, -2),
        ("far above and left", -40, -33),
        ("below and right", 17, 5),
    ])
    func wholePixelMovesMoveTheMask(_ label: String, dx: Int, dy: Int) throws {
        for rule in [FillRule.nonZero, .evenOdd] {
            let home = try CoverageMask(path: Self.crossing, rule: rule)
            let moved = try CoverageMask(
                path: Self.crossing, transform: Transform(a: 1, b: 0, c: 0, d: 1, tx: Double(dx), ty: Double(dy)),
                rule: rule)
            #expect(moved.left == home.left + dx && moved.top == home.top + dy, "\(label), \(rule)")
            #expect(moved.width == home.width && moved.height == home.height, "\(label), \(rule)")
            #expect(moved.coverage == home.coverage, "\(label), \(rule)")
        }
    }
}
