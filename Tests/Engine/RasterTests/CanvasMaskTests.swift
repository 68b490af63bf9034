import Testing

@testable import Raster

@Suite("Engine: layer masks")
struct CanvasMaskTests {
    /// A 4×1 canvas: a red layer over all of it, masked by what `drawMask` draws.
    private func masked(_ drawMask: (Canvas) throws -> Void) throws -> Canvas {
        let c = try Canvas(width: 4, height: 1)
        c.beginLayer()
        try c.fill(.rect(Rect(x: 0, y: 0, width: 4, height: 1)), color: Color(red: 1, green: 0, blue: 0))
        try c.beginMask()
        try drawMask(c)
        try c.endMask()
        try c.endLayer()
        return c
    }

    @Test("the layer shows where the mask is opaque and is cleared where nothing was drawn")
    func opaqueMask() throws {
        let c = try masked {
            try $0.fill(.rect(Rect(x: 0, y: 0, width: 2, height: 1)), color: Color(red: 0, green: 0, blue: 1))
        }
        let inside = c.bitmap.pixel(x: 0, y: 0)
        #expect([inside.r, inside.g, inside.b, inside.a] == [255, 0, 0, 255])
        #expect(c.bitmap.pixel(x: 3, y: 0).a == 0)
    }

    @Test("a translucent mask scales the layer's alpha and colour together (premultiplied)")
    func translucentMask() throws {
        let c = try masked {
            try $0.fill(
                .rect(Rect(x: 0, y: 0, width: 4, height: 1)), color: Color(red: 0, green: 1, blue: 0, alpha: 0.5))
        }
        let p = c.bitmap.pixel(x: 1, y: 0)
        #expect(abs(Int(p.a) - 128) <= 1)
        #expect(p.g == 0 && p.b == 0)
    }

    @Test("masks must nest inside layers", arguments: ["mask outside a layer", "end without begin", "layer left open"])
    func unbalanced(_ case: String) throws {
        let c = try Canvas(width: 2, height: 2)
        switch `case` {
        case "mask outside a layer":
            #expect(throws: RasterError.self) { try c.beginMask() }
        case "end without begin":
            c.beginLayer()
            #expect(throws: RasterError.self) { try c.endMask() }
        default:
            c.beginLayer()
            try c.beginMask()
            #expect(throws: RasterError.self) { try c.endLayer() }
            c.beginLayer()
            #expect(throws: RasterError.self) { try c.endMask() }
        }
    }
}
