import Testing

@testable import Raster

/// Ending a layer or a mask hands each pixel buffer back to a single owner. While the saved record
/// still shared the parent's buffer, the first composite into it copied the whole canvas (copy on
/// write): 5 MB for a 2x phone screen, for every shadow or opacity layer, plus the page faults of
/// the fresh copy. A copy would give the buffer a new address, so these tests compare addresses.
@Suite("Engine: layer buffers are moved, not copied")
struct LayerBufferTests {
    /// What the layer does when it ends.
    enum LayerKind: String, CaseIterable, CustomTestStringConvertible {
        case opacity, shadow, mask

        var testDescription: String { rawValue }
    }

    /// The address of the canvas's current drawing buffer.
    static func bufferAddress(_ canvas: Canvas) -> UnsafeRawPointer? {
        canvas.pixels.withUnsafeBytes { $0.baseAddress }
    }

    @Test(arguments: LayerKind.allCases)
    func endingALayerKeepsTheParentBufferInPlace(kind: LayerKind) throws {
        let canvas = try Canvas(width: 96, height: 64)
        try canvas.fill(.rect(Rect(x: 4, y: 4, width: 40, height: 30)), color: .black)
        let parent = Self.bufferAddress(canvas)
        let shadow =
            kind == .shadow
            ? Shadow(color: Color(red: 0, green: 0, blue: 0, alpha: 0.5), radius: 6, offset: Point(x: 2, y: 3)) : nil
        canvas.beginLayer(opacity: kind == .opacity ? 0.5 : 1, shadow: shadow)
        let layer = Self.bufferAddress(canvas)
        try canvas.fill(.circle(center: Point(x: 48, y: 32), radius: 20), color: .white)
        if kind == .mask {
            try canvas.beginMask()
            try canvas.fill(.rect(Rect(x: 30, y: 10, width: 30, height: 40)), color: .black)
            try canvas.endMask()
            #expect(Self.bufferAddress(canvas) == layer, "the masked layer was copied")
        }
        try canvas.endLayer()
        #expect(Self.bufferAddress(canvas) == parent, "the parent canvas was copied")
        // The layer was drawn: its circle shows over the black rectangle.
        #expect(canvas.bitmap.pixel(x: 48, y: 32).a > 0)
    }

    /// A mask draws into a spare buffer and gives it back cleared: a canvas with masks in a loop
    /// allocates one mask buffer, not one per mask.
    @Test func aMaskBufferIsKeptForTheNextOne() throws {
        let canvas = try Canvas(width: 96, height: 64)
        canvas.beginLayer()
        try canvas.fill(.rect(Rect(x: 10, y: 10, width: 60, height: 40)), color: .black)
        for _ in 0..<3 {
            try canvas.beginMask()
            try canvas.fill(.circle(center: Point(x: 40, y: 30), radius: 18), color: .black)
            try canvas.endMask()
            #expect(canvas.spareLayerBuffers.count == 1, "the mask's buffer is kept")
            #expect(canvas.spareLayerBuffers.allSatisfy { $0.allSatisfy { $0 == 0 } })
        }
        try canvas.endLayer()
        // Masked by the circle: inside it the rectangle shows, outside it (but inside the
        // rectangle) nothing does.
        #expect(canvas.bitmap.pixel(x: 40, y: 30).a == 255)
        #expect(canvas.bitmap.pixel(x: 12, y: 12).a == 0)
    }
}
