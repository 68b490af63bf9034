import Testing

@testable import Raster

/// The shortcuts of the blitter's loops give the bytes of the float arithmetic they skip.
@Suite("Engine: blitter arithmetic")
struct BlitterArithmeticTests {
    /// A clipped or faded solid fill stores an opaque colour's bytes whole where coverage and clip
    /// are full; the float source-over it replaces must give exactly those bytes over any pixel:
    /// checked for every channel value over every destination value.
    @Test func opaqueColourAtFullCoverageBlendsToItsOwnBytes() {
        var wrong: [String] = []
        for channel in 0...255 {
            let colour = SIMD4<Float>(Float(channel), Float(255 - channel), Float(channel / 2), 255) / 255
            let expected = [UInt8(channel), UInt8(255 - channel), UInt8(channel / 2), 255]
            for destination in 0...255 {
                var pixel = [UInt8(destination), UInt8(255 - destination), UInt8(destination / 3), UInt8(destination)]
                pixel.withUnsafeMutableBufferPointer { p in
                    blendNormal(colour.x, colour.y, colour.z, colour.w, into: p, at: 0)
                }
                if pixel != expected { wrong.append("\(channel) over \(destination): \(pixel)") }
            }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(5))")
    }
}
