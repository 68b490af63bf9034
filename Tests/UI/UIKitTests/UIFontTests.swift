import SwiftUI
import Testing
import UIKit

@MainActor
@Suite("UIKit: UIFont")
struct UIFontTests {
    @Test(
        "preferredFont sizes at Large",
        arguments: [
            (UIFont.TextStyle.largeTitle, 34.0), (.title1, 28), (.title2, 22), (.title3, 20), (.headline, 17),
            (.subheadline, 15), (.body, 17), (.callout, 16), (.footnote, 13), (.caption1, 12), (.caption2, 11),
        ])
    func preferredSizes(style: UIFont.TextStyle, size: Double) {
        #expect(UIFont.preferredFont(forTextStyle: style).pointSize == CGFloat(size))
    }

    @Test(
        "body follows Dynamic Type",
        arguments: [
            (UIContentSizeCategory.extraSmall, 14.0), (.large, 17), (.extraExtraExtraLarge, 23),
            (.accessibilityMedium, 28), (.accessibilityExtraExtraExtraLarge, 53),
        ])
    func dynamicType(category: UIContentSizeCategory, size: Double) {
        let traits = UITraitCollection(preferredContentSizeCategory: category)
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: traits).pointSize == CGFloat(size))
    }

    @Test("metrics are the drawn face's, scaled to the size")
    func metrics() throws {
        let font = UIFont.systemFont(ofSize: 20, weight: .semibold)
        let face = try FontRegistry.shared.resolve(family: nil, weight: .semibold)
        let m = face.metrics.scaled(to: 20)
        #expect(font.fontName == face.postScriptName)
        #expect(font.ascender == CGFloat(m.ascender))
        #expect(font.descender == -CGFloat(m.descender))
        #expect(font.descender < 0)
        #expect(font.lineHeight == CGFloat(m.lineHeight))
        #expect(abs(font.lineHeight - (font.ascender - font.descender + font.leading)) < 1e-9)
        #expect(font.withSize(40).lineHeight == 2 * font.lineHeight)
    }

    @Test("Font(_:) is the system font at the UIKit font's fixed size and weight")
    func swiftUIFont() {
        #expect(Font(UIFont.systemFont(ofSize: 15, weight: .bold)) == Font.system(size: 15, weight: .bold))
        #expect(Font(UIFont.preferredFont(forTextStyle: .headline)) == Font.system(size: 17, weight: .semibold))
        #expect(UIFont(name: "NoSuchFont-Regular", size: 12) == nil)
    }
}
