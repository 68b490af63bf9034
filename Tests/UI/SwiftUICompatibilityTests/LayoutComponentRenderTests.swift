import SwiftUI
import Testing

/// The layout-and-composition component files render in light and dark without errors.
@Suite("Compatibility: layout and composition components render")
struct LayoutComponentRenderTests {
    static var providers: [(String, any PreviewProvider.Type)] {
        [
            ("SegmentedTabs", SegmentedTabs_Previews.self),
            ("TagCloud", TagCloud_Previews.self),
            ("CarouselCard", CarouselCard_Previews.self),
            ("CheckoutScreen", CheckoutScreen_Previews.self),
            ("GradientMaskedTitle", GradientMaskedTitle_Previews.self),
            ("ProfileHeader", ProfileHeader_Previews.self),
        ]
    }

    @Test(
        "every preview renders, light and dark",
        arguments: [
            "SegmentedTabs", "TagCloud", "CarouselCard", "CheckoutScreen", "GradientMaskedTitle", "ProfileHeader",
        ],
        [ColorScheme.light, .dark])
    func renders(name: String, scheme: ColorScheme) throws {
        let provider = try #require(Self.providers.first { $0.0 == name }?.1)
        let previews = try provider.makePreviews(named: name)
        #expect(!previews.isEmpty)
        for preview in previews {
            let image = try preview.render { $0.colorScheme = scheme }
            #expect(image.size.width > 0 && image.size.height > 0)
        }
    }
}
