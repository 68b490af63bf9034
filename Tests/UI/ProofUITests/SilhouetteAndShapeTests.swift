import ProofUI
import Testing

/// `blurredSilhouette` draws the view's shadow alone; `UnevenRoundedRectangle` rounds each corner
/// by its own radius; `EmptyModifier` changes nothing.
@MainActor
@Suite("UI: silhouettes and uneven rounded rectangles")
struct SilhouetteAndShapeTests {
    static func render<V: View>(_ view: V) throws -> RenderedImage {
        try ViewRenderer.render(view, configuration: RenderConfiguration(scale: 1))
    }

    static func pixel(_ image: RenderedImage, _ x: Int, _ y: Int) -> [UInt8] {
        let p = image.bitmap.pixel(x: x, y: y)
        return [p.r, p.g, p.b, p.a]
    }

    @Test func silhouetteDrawsTheShadowWithoutTheView() throws {
        let image = try Self.render(
            Color(hex: 0xFF0000).frame(width: 10, height: 10).blurredSilhouette(
                color: Color(hex: 0x0000FF), radius: 0, x: 0, y: 0
            )
            .padding(5))
        #expect(Self.pixel(image, 10, 10) == [0, 0, 255, 255])
        #expect(Self.pixel(image, 2, 2) == [0, 0, 0, 0])
        let shadowed = try Self.render(
            Color(hex: 0xFF0000).frame(width: 10, height: 10).shadow(color: Color(hex: 0x0000FF), radius: 0).padding(5))
        #expect(Self.pixel(shadowed, 10, 10) == [255, 0, 0, 255])
    }

    @Test func offsetSilhouetteLeavesTheViewsPlaceEmpty() throws {
        let image = try Self.render(
            Color(hex: 0xFF0000).frame(width: 10, height: 10).blurredSilhouette(
                color: Color(hex: 0x00FF00), radius: 0, x: 10
            )
            .padding(.trailing, 10))
        #expect(Self.pixel(image, 5, 5) == [0, 0, 0, 0])
        #expect(Self.pixel(image, 15, 5) == [0, 255, 0, 255])
    }

    @Test func eachCornerTakesItsRadius() throws {
        let image = try Self.render(
            UnevenRoundedRectangle(topLeadingRadius: 10, style: .circular).fill(Color(hex: 0xFF0000))
                .frame(width: 20, height: 20))
        #expect(Self.pixel(image, 0, 0)[3] == 0)  // rounded
        #expect(Self.pixel(image, 19, 0) == [255, 0, 0, 255])  // square
        #expect(Self.pixel(image, 0, 19) == [255, 0, 0, 255])
        #expect(Self.pixel(image, 19, 19) == [255, 0, 0, 255])
        let inset = UnevenRoundedRectangle(topLeadingRadius: 10, bottomTrailingRadius: 1).inset(by: 4)
        #expect(inset.path(in: CGRect(x: 0, y: 0, width: 20, height: 20)).boundingRect.width == 12)
    }

    @Test func emptyModifierChangesNothing() throws {
        let plain = try ViewRenderer.displayList(Text("A"))
        let modified = try ViewRenderer.displayList(Text("A").modifier(EmptyModifier()))
        #expect(plain.description == modified.description)
    }
}
