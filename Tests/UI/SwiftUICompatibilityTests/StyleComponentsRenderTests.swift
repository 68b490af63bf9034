import SwiftUI
import Testing

/// The style components under `Components/` compile and render every preview without errors.
@Suite("Compatibility: style components")
struct StyleComponentsRenderTests {
    @Test(
        "each preview renders",
        arguments: [
            ("PrimaryActionBar", try PrimaryActionBar_Previews.makePreviews()),
            ("FilterToggleChip", try FilterToggleChip_Previews.makePreviews()),
            ("IconLabelStyle", try IconLabelStyle_Previews.makePreviews()),
            ("DownloadProgress", try DownloadProgress_Previews.makePreviews()),
            ("FrostedCard", try FrostedCard_Previews.makePreviews()),
        ])
    func renders(_ name: String, _ previews: [Preview]) throws {
        #expect(previews.count == 2, "\(name)")
        for preview in previews {
            let image = try preview.render()
            #expect(image.bitmap.width > 0 && image.bitmap.height > 0, "\(preview.name)")
        }
    }
}
