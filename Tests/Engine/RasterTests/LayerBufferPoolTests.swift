import Testing

@testable import Raster

/// Canvases hand the zeroed buffers of their ended layers to a `LayerBufferPool` (the process-wide
/// one unless given their own, as these tests do so that parallel tests cannot take or evict their
/// buffers), and new canvases of the same size take them for their layers instead of faulting in
/// fresh memory.
@Suite("Engine: layer buffer pool")
struct LayerBufferPoolTests {
    @Test func takesOnlyBuffersOfTheExactSize() {
        let pool = LayerBufferPool(maxBytes: 1_000)
        pool.give([[UInt8](repeating: 0, count: 100), [UInt8](repeating: 0, count: 200)])
        #expect(pool.take(count: 150) == nil)
        #expect(pool.take(count: 200)?.count == 200)
        #expect(pool.take(count: 200) == nil)
        #expect(pool.bytesHeld == 100)
    }

    @Test func keepsTheNewestBuffersWithinItsLimit() {
        let pool = LayerBufferPool(maxBytes: 500)
        pool.give([[UInt8](repeating: 0, count: 200), [UInt8](repeating: 0, count: 201)])
        pool.give([[UInt8](repeating: 0, count: 202)])
        // 603 bytes would exceed 500: the oldest (200) went.
        #expect(pool.bytesHeld == 403)
        #expect(pool.take(count: 200) == nil)
        #expect(pool.take(count: 201) != nil)
        #expect(pool.take(count: 202) != nil)
        // A buffer larger than the whole pool is not kept.
        pool.give([[UInt8](repeating: 0, count: 501)])
        #expect(pool.bytesHeld == 0)
    }

    @Test func aGoneCanvasLeavesItsLayerBufferZeroedInItsPool() throws {
        let pool = LayerBufferPool(maxBytes: 1 << 20)
        let (width, height) = (131, 37)
        var canvas: Canvas? = try Canvas(width: width, height: height)
        canvas!.layerBufferPool = pool
        canvas!.beginLayer(opacity: 0.5)
        let address = canvas!.pixels.withUnsafeBytes { $0.baseAddress }
        // Draw over the whole layer, so that a buffer not cleared would show it.
        try canvas!.fill(.rect(Rect(x: -5, y: -5, width: 200, height: 100)), color: .white)
        try canvas!.endLayer()
        #expect(pool.bytesHeld == 0, "the canvas keeps its spare buffer while it lives")
        canvas = nil
        let pooled = try #require(pool.take(count: width * height * 4))
        #expect(pooled.withUnsafeBytes { $0.baseAddress } == address, "the gone canvas's layer buffer")
        #expect(pooled.allSatisfy { $0 == 0 }, "a pooled buffer must be transparent")
    }

    @Test func aNewCanvasTakesItsFirstLayerBufferFromItsPool() throws {
        let pool = LayerBufferPool(maxBytes: 1 << 20)
        let (width, height) = (132, 37)
        let buffer = [UInt8](repeating: 0, count: width * height * 4)
        pool.give([buffer])
        let canvas = try Canvas(width: width, height: height)
        canvas.layerBufferPool = pool
        canvas.beginLayer()
        // While `buffer` is held here, a fresh allocation cannot have its address.
        #expect(canvas.pixels.withUnsafeBytes { $0.baseAddress } == buffer.withUnsafeBytes { $0.baseAddress })
        #expect(pool.bytesHeld == 0)
        try canvas.endLayer()
    }

    @Test func keepsNoBufferBelowItsMinimum() {
        let pool = LayerBufferPool(maxBytes: 1_000, minimumBytes: 300)
        pool.give([[UInt8](repeating: 0, count: 299), [UInt8](repeating: 0, count: 300)])
        #expect(pool.bytesHeld == 300)
        #expect(pool.take(count: 299) == nil)
    }

    /// Canvases share `LayerBufferPool.shared` unless given their own.
    @Test func canvasesShareTheProcessWidePool() throws {
        #expect(try Canvas(width: 8, height: 8).layerBufferPool === LayerBufferPool.shared)
    }

    /// One way of drawing into a layer.
    typealias Writer = NamedDrawing

    static let square = Path.rect(Rect(x: 10, y: 8, width: 40, height: 30))

    static let writers: [Writer] = [
        Writer(name: "solid fill reaching off the canvas") {
            try $0.fill(.circle(center: Point(x: 70, y: 10), radius: 25), color: .black)
        },
        Writer(name: "gradient fill") {
            let gradient = Gradient(colors: [.white, Color(red: 1, green: 0, blue: 0, alpha: 0.5)])
            try $0.fill(square, with: .linearGradient(gradient, start: .zero, end: Point(x: 80, y: 60)))
        },
        Writer(name: "wide round-capped stroke") {
            var p = Path()
            p.move(to: Point(x: -10, y: 50))
            p.addLine(to: Point(x: 90, y: 5))
            try $0.stroke(p, color: .black, style: StrokeStyle(lineWidth: 9, lineCap: .round))
        },
        Writer(name: "shadow") { try $0.drawShadow(of: square, shadow: Shadow(radius: 6, offset: Point(x: 3, y: 4))) },
        Writer(name: "rotated image") {
            let image = try Bitmap(width: 4, height: 4, premultipliedRGBA: [UInt8](repeating: 200, count: 64))
            try $0.drawImage(image, transform: Transform.rotation(0.4).concatenating(.scale(9, 7)))
        },
        Writer(name: "coverage masks") {
            let mask = try CoverageMask(path: .circle(center: Point(x: 5.5, y: 5.5), radius: 4))
            try $0.fill(mask, dx: 20, dy: 30, with: .solid(.black))
            try $0.fill([PlacedMask(mask, dx: 60, dy: -2)], with: .solid(.white))
        },
        Writer(name: "nested layer with a shadow") {
            $0.beginLayer(opacity: 0.7, shadow: Shadow(radius: 5))
            try $0.fill(square, color: .black)
            try $0.endLayer()
        },
        Writer(name: "backdrop blur") {
            try $0.fill(square, color: .white)
            try $0.drawBackdropBlur(under: .circle(center: Point(x: 30, y: 30), radius: 15), radius: 4)
        },
        Writer(name: "clear") { $0.clear(Color(red: 0, green: 0, blue: 1, alpha: 0.5)) },
        Writer(name: "clipped fill") {
            try $0.clip(to: .circle(center: Point(x: 40, y: 30), radius: 12))
            try $0.fill(square, color: .black)
        },
        Writer(name: "masked layer") {
            $0.beginLayer()
            try $0.fill(square, color: .black)
            try $0.beginMask()
            try $0.fill(.circle(center: Point(x: 30, y: 20), radius: 10), color: .black)
            try $0.endMask()
            try $0.endLayer()
        },
        Writer(name: "blend modes") {
            try $0.fill(square, color: .white)
            for mode in BlendMode.allCases {
                $0.blendMode = mode
                try $0.fill(
                    .circle(center: Point(x: 40, y: 30), radius: 14), color: Color(red: 0.3, green: 0.6, blue: 0.9))
            }
        },
    ]

    /// A buffer a canvas keeps (and now gives to later canvases) must be transparent whatever was
    /// drawn into it: each writer's `written` box must hold every pixel it changed.
    @Test(arguments: writers)
    func everyWriterLeavesARecycledLayerBufferTransparent(writer: Writer) throws {
        let canvas = try Canvas(width: 80, height: 60)
        canvas.beginLayer(opacity: 0.8)
        try writer.draw(canvas)
        try canvas.endLayer()
        #expect(!canvas.spareLayerBuffers.isEmpty)
        for buffer in canvas.spareLayerBuffers {
            #expect(buffer.allSatisfy { $0 == 0 }, "\(writer.name) left pixels in a recycled buffer")
        }
        // What was drawn reached the canvas.
        #expect(canvas.bitmap.pixels.contains { $0 != 0 })
    }
}
