import Raster
import SwiftUI
import Testing
import UIKit

@MainActor
@Suite("UIKit: UIImage")
struct UIImageTests {
    /// 4 × 4 pixels: red on the left half, blue on the right.
    static func halves() throws -> Bitmap {
        var bitmap = try Bitmap(width: 4, height: 4)
        for y in 0..<4 {
            for x in 0..<4 {
                let i = (y * 4 + x) * 4
                bitmap.pixels[i..<i + 4] = x < 2 ? [255, 0, 0, 255] : [0, 0, 255, 255]
            }
        }
        return bitmap
    }

    @Test("PNG data round trip keeps pixels and sets the size from the scale")
    func pngRoundTrip() throws {
        let bitmap = try Self.halves()
        let data = Data(try PNGCodec.encode(bitmap))
        let image = try #require(UIImage(data: data, scale: 2))
        #expect(image.scale == 2)
        #expect(image.size == CGSize(width: 2, height: 2))
        let again = try #require(image.pngData())
        #expect(try PNGCodec.decode([UInt8](again)) == bitmap)
        #expect(UIImage(data: data)?.size == CGSize(width: 4, height: 4))
    }

    @Test("data that is not a PNG gives nil")
    func notPNG() {
        #expect(UIImage(data: Data([0xFF, 0xD8, 0xFF, 0xE0])) == nil)
    }

    @Test("Image(uiImage:) draws the image's pixels")
    func rendersPixels() throws {
        let image = try #require(UIImage(data: Data(try PNGCodec.encode(try Self.halves()))))
        let rendered = try ViewRenderer.render(Image(uiImage: image), configuration: RenderConfiguration(scale: 2))
        #expect(rendered.bitmap.width == 8)
        let left = rendered.bitmap.pixel(x: 1, y: 4)
        let right = rendered.bitmap.pixel(x: 6, y: 4)
        #expect([left.r, left.g, left.b, left.a] == [255, 0, 0, 255])
        #expect([right.r, right.g, right.b, right.a] == [0, 0, 255, 255])
    }

    @Test("system names resolve through the symbol table, unknown names give nil")
    func systemNames() {
        #expect(UIImage(systemName: "star.fill") != nil)
        #expect(UIImage(systemName: "no.such.symbol") == nil)
        #expect(UIImage(systemName: "star.fill")?.scale == 1)
    }

    @Test("named images come from ProofUI's image assets")
    func named() throws {
        #expect(UIImage(named: "UIKitTests.missing", in: nil, with: nil) == nil)
        ImageAssets.shared.register("UIKitTests.halves", .bitmap(try Self.halves(), scale: 2))
        let image = try #require(UIImage(named: "UIKitTests.halves"))
        #expect(image.size == CGSize(width: 2, height: 2))
        #expect(image.scale == 2)
    }
}
