import Testing

@testable import Raster

/// `Canvas.drawBackdropBlur(under:radius:)`: what is drawn under a path is replaced by its blur,
/// the canvas edge does not darken it, and open layers are part of the backdrop.
@Suite("Engine: backdrop blur")
struct BackdropBlurTests {
    static let red = Color(red: 1, green: 0, blue: 0)
    static let blue = Color(red: 0, green: 0, blue: 1)

    /// A 64 × 32 canvas, red on the left half and blue on the right.
    static func halves(_ canvas: Canvas) throws {
        try canvas.fill(.rect(Rect(x: 0, y: 0, width: 32, height: 32)), color: red)
        try canvas.fill(.rect(Rect(x: 32, y: 0, width: 32, height: 32)), color: blue)
    }

    @Test("a uniform backdrop stays as it was, up to the canvas edge", arguments: [4.0, 10, 24])
    func uniformStays(radius: Double) throws {
        let bmp = try EngineFixture.render(64, 32) {
            try $0.fill(.rect(Rect(x: 0, y: 0, width: 64, height: 32)), color: Self.red)
            try $0.drawBackdropBlur(under: .rect(Rect(x: 0, y: 0, width: 64, height: 32)), radius: radius)
        }
        for (x, y) in [(0, 0), (63, 31), (32, 16), (5, 30)] {
            let p = bmp.pixel(x: x, y: y)
            #expect(p.r >= 254 && p.g <= 1 && p.b <= 1 && p.a >= 254, "pixel \(x),\(y): \(p)")
        }
    }

    @Test("the blur mixes across an edge inside the path and leaves the outside untouched")
    func mixesInsideOnly() throws {
        let bmp = try EngineFixture.render(64, 32) {
            try Self.halves($0)
            try $0.drawBackdropBlur(under: .rect(Rect(x: 16, y: 0, width: 32, height: 32)), radius: 12)
        }
        #expect(bmp.pixel(x: 8, y: 16) == (255, 0, 0, 255))
        #expect(bmp.pixel(x: 56, y: 16) == (0, 0, 255, 255))
        let mid = bmp.pixel(x: 32, y: 16)
        #expect(abs(Int(mid.r) - Int(mid.b)) < 30 && mid.r > 90 && mid.b > 90)
        // Symmetric about the edge: as much blue left of it as red right of it.
        let left = bmp.pixel(x: 28, y: 16)
        let right = bmp.pixel(x: 35, y: 16)
        #expect(abs(Int(left.b) - Int(right.r)) <= 2)
        #expect(left.r > left.b && right.b > right.r)
    }

    @Test("inside an open layer, the backdrop includes what is below the layer")
    func seesBelowLayers() throws {
        let direct = try EngineFixture.render(64, 32) {
            try Self.halves($0)
            try $0.drawBackdropBlur(under: .rect(Rect(x: 16, y: 0, width: 32, height: 32)), radius: 12)
        }
        let layered = try EngineFixture.render(64, 32) {
            try Self.halves($0)
            $0.beginLayer()
            try $0.drawBackdropBlur(under: .rect(Rect(x: 16, y: 0, width: 32, height: 32)), radius: 12)
            try $0.endLayer()
        }
        #expect(direct.pixels == layered.pixels)
    }

    @Test("a non-finite radius is an error that names it")
    func nonFinite() throws {
        let canvas = try Canvas(width: 8, height: 8)
        #expect(throws: RasterError.self) {
            try canvas.drawBackdropBlur(under: .rect(Rect(x: 0, y: 0, width: 8, height: 8)), radius: .nan)
        }
    }
}
