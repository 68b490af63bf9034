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

    /// A layer at full opacity copies its opaque pixels whole (and its shadow is not drawn under
    /// them); `compositeLayer`'s float source-over (channel · (1/255), alpha 255 · (1/255)) must
    /// give exactly the layer's bytes over any pixel.
    @Test func opaqueLayerPixelAtFullOpacityBlendsToItsOwnBytes() {
        let f = Float(1) / 255
        var wrong: [String] = []
        for channel in 0...255 {
            let expected = [UInt8(channel), UInt8(255 - channel), UInt8(channel / 2), 255]
            for destination in 0...255 {
                var pixel = [UInt8(destination), UInt8(255 - destination), UInt8(destination / 3), UInt8(destination)]
                pixel.withUnsafeMutableBufferPointer { p in
                    blendNormal(
                        Float(Int(expected[0])) * f, Float(Int(expected[1])) * f, Float(Int(expected[2])) * f,
                        Float(Int(expected[3])) * f, into: p, at: 0)
                }
                if pixel != expected { wrong.append("\(channel) over \(destination): \(pixel)") }
            }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(5))")
    }

    /// Only a normal, fully opaque composite leaves a layer's opaque pixels as they are.
    @Test func onlyNormalFullOpacityCoversOpaquePixels() {
        #expect(Canvas.coversOpaquePixels(opacity: 1, alpha: 1, blendMode: .normal))
        #expect(!Canvas.coversOpaquePixels(opacity: 0.99, alpha: 1, blendMode: .normal))
        #expect(!Canvas.coversOpaquePixels(opacity: 1, alpha: 0.5, blendMode: .normal))
        #expect(!Canvas.coversOpaquePixels(opacity: 1, alpha: 1, blendMode: .multiply))
        #expect(!Canvas.coversOpaquePixels(opacity: .infinity, alpha: 1, blendMode: .normal))
        #expect(!Canvas.coversOpaquePixels(opacity: .nan, alpha: 1, blendMode: .normal))
    }
}
