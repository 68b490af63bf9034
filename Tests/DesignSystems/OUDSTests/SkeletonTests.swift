import OUDSSwiftUI
import Testing

/// `OUDSSkeleton`, `.skeleton(…)` and `.oudsSkeleton(isVisible:isAnimated:)`: placeholders replace
/// the content only while shown, in `theme.skeleton.colorBg`, inset by the security margin.
@MainActor
@Suite("OUDS: skeleton")
struct SkeletonTests {
    static func fills(_ list: DisplayList) -> [(rect: CGRect, paint: String)] { fillRects(list) }

    @Test(arguments: ThemeCase.allCases, ColorScheme.allCases)
    func placeholderReplacesTheContent(theme: ThemeCase, scheme: ColorScheme) throws {
        let th = theme.make()
        let view = Text("Order").font(th.fonts.labelStrongLarge).skeleton()
        let shown = try displayList(OUDSThemeableView(theme: th) { view.oudsSkeleton(isVisible: true) }, scheme)
        #expect(textItems(shown).isEmpty)
        let fill = try #require(Self.fills(shown).first)
        #expect(fill.paint == (try referenceHex("opacityLowest", theme, scheme)))
        let line = th.fonts.labelStrongLarge.compact.lineHeight
        #expect(abs(fill.rect.height - (line - 2 * th.spaces.paddingBlock3xsmall)) < 0.5)
        #expect(abs(fill.rect.minY - th.spaces.paddingBlock3xsmall) < 0.5)

        let hidden = try displayList(OUDSThemeableView(theme: th) { view.oudsSkeleton(isVisible: false) }, scheme)
        #expect(textItems(hidden).map(\.string) == ["Order"])
        #expect(Self.fills(hidden).isEmpty)
    }

    /// A bare skeleton draws nothing outside `.oudsSkeleton(isVisible: true)`; without the security
    /// margin it fills its whole frame in its shape.
    @Test func bareSkeleton() throws {
        let th = OrangeTheme()
        let outside = try displayList(
            OUDSThemeableView(theme: th) { OUDSSkeleton(shape: Capsule()).frame(width: 80, height: 20) })
        #expect(Self.fills(outside).isEmpty)
        let inside = try displayList(
            OUDSThemeableView(theme: th) {
                OUDSSkeleton(securityMargin: false, shape: Capsule()).frame(width: 80, height: 20)
                    .oudsSkeleton(isVisible: true)
            })
        let fill = try #require(Self.fills(inside).first)
        #expect(fill.rect.size == CGSize(width: 80, height: 20))
    }
}
