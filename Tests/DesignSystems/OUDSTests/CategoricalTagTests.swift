import OUDSSwiftUI
import OUDSTestAssets
import Raster
import Testing

// `OUDSCategoricalTag`: the category colours of every theme (OUDS iOS 3.2's token values: Orange's
// decorative colours, Wireframe's own, Sosh's primary brand surface), the tag geometry
// (`ouds-tokens.md` Tag), the loading and disabled looks, read from display lists.

/// The expected (light, dark) background of each category and the content colour per theme.
private func expectedColours(_ theme: ThemeCase) -> (backgrounds: [(String, String)], content: (String, String)) {
    switch theme {
    case .orange, .orangeCompact:
        return (
            [
                ("#50BE87", "#75CCA1"), ("#4AB4E6", "#79C7EC"), ("#FFB400", "#FFD266"), ("#A885D8", "#C5ADE6"),
                ("#FFB4E6", "#FFB4E6"),
            ], ("#000000", "#000000")
        )
    case .wireframe:
        return (
            [
                ("#407BF1", "#96C1FA"), ("#F0741F", "#F8BA79"), ("#25D09B", "#6CE5BF"), ("#E7BB2C", "#ECCA5A"),
                ("#8B5CF6", "#B395F9"),
            ], ("#08090D", "#08090D")
        )
    case .sosh:
        // No categorical colours: `surfaceBrandPrimary` and `contentOnBrandPrimary` (§2.11).
        return (Array(repeating: ("#DE034B", "#FC6999"), count: 5), ("#FFFFFF", "#001524"))
    }
}

/// The fills of `list`: paths, bounds and paints.
@MainActor private func fills(_ list: DisplayList) -> [(path: Raster.Path, rect: CGRect, paint: String)] {
    list.items.compactMap {
        guard case .fill(let path, let paint, _) = $0 else { return nil }
        let b = path.bounds
        return (path, CGRect(x: b.minX, y: b.minY, width: b.width, height: b.height), paint.description)
    }
}

/// The origin of the first text item of `list`.
@MainActor private func firstTextOrigin(_ list: DisplayList) -> CGPoint? {
    for item in list.items { if case .text(_, let o, _, _) = item { return CGPoint(x: o.x, y: o.y) } }
    return nil
}

/// `view` in `theme`, as a display list in `scheme`.
@MainActor private func render<V: View>(_ theme: OUDSTheme, scheme: ColorScheme = .light, _ view: V) throws
    -> DisplayList
{
    try displayList(OUDSThemeableView(theme: theme) { view }, scheme)
}

private func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 0.01) -> Bool { abs(a - b) <= tolerance }

@MainActor
@Suite("OUDS: categorical tag")
struct CategoricalTagTests {
    init() { OUDSTestAssets.register() }

    /// Each category's background and the label colour, per theme, light and dark.
    @Test(arguments: ThemeCase.allCases, ColorScheme.allCases)
    func categoryColours(theme: ThemeCase, scheme: ColorScheme) throws {
        let t = theme.make()
        let expected = expectedColours(theme)
        for (index, category) in OUDSCategoricalTag.Category.allCases.enumerated() {
            let list = try render(t, scheme: scheme, OUDSCategoricalTag(label: "Label", category: category))
            let background = expected.backgrounds[index]
            #expect(fills(list).map(\.paint) == [scheme == .light ? background.0 : background.1], "\(category)")
            let content = scheme == .light ? expected.content.0 : expected.content.1
            #expect(textItems(list).map(\.paint) == [content], "\(category)")
        }
    }

    /// The bullet and a template icon take the content colour; an `.original` image keeps its own.
    @Test(arguments: ThemeCase.allCases)
    func leadingElementsTakeTheContentColour(theme: ThemeCase) throws {
        let t = theme.make()
        let content = expectedColours(theme).content.0
        let bullet = try render(t, OUDSCategoricalTag(label: "Label", leading: .bullet))
        #expect(fills(bullet).map(\.paint).dropFirst() == [content])
        let icon = try render(t, OUDSCategoricalTag(label: "Label", leading: .icon(OUDSImage(asset: Image("ic")))))
        let original = try render(
            t,
            OUDSCategoricalTag(
                label: "Label", leading: .icon(OUDSImage(asset: Image("il_brand"), renderingMode: .original))))
        #expect(icon.description != original.description)
    }

    /// Default and small geometry: minimum height (Orange Compact smaller), paddings with and without a
    /// leading element, the asset size, the label style.
    @Test(arguments: ThemeCase.allCases, OUDSTag.Size.allCases)
    func geometry(theme: ThemeCase, size: OUDSTag.Size) throws {
        let t = theme.make()
        let tag = t.tag
        let small = size == .small
        let minHeight: CGFloat =
            switch (theme, small) {
            case (.orangeCompact, false): 28
            case (.orangeCompact, true): 20
            case (_, false): 32
            case (_, true): 24
            }
        let plain = try render(t, OUDSCategoricalTag(label: "Label", size: size))
        let background = try #require(fills(plain).first).rect
        let font = small ? t.fonts.labelModerateSmall : t.fonts.labelStrongMedium
        let paddingBlock = small ? tag.spacePaddingBlockSmall : tag.spacePaddingBlockDefault
        #expect(close(background.height, max(minHeight, font.compact.lineHeight + 2 * paddingBlock)))
        let text = try #require(textItems(plain).first)
        #expect(close(text.layout.size.height, font.compact.lineHeight))
        let origin = try #require(firstTextOrigin(plain))
        let inline = small ? tag.spacePaddingInlineSmall : tag.spacePaddingInlineDefault
        #expect(close(origin.x - background.minX, inline, 0.5))
        // The text's width is rounded up to whole points when the tag is laid out.
        #expect(close(background.width, max(text.layout.size.width.rounded(.up) + 2 * inline, minHeight), 0.01))

        let bullet = try render(t, OUDSCategoricalTag(label: "Label", leading: .bullet, size: size))
        let all = fills(bullet)
        let box = try #require(all.first).rect
        let dot = try #require(all.last).rect
        let asset = small ? tag.sizeAssetSmall : tag.sizeAssetDefault
        let assetInline = small ? tag.spacePaddingInlineAssetSmall : tag.spacePaddingInlineAssetDefault
        let inset = small ? tag.spaceInsetBulletSmall : tag.spaceInsetBulletDefault
        #expect(close(dot.width, asset - 2 * inset, 0.05))
        #expect(close(dot.minX - box.minX, assetInline + inset, 0.05))
        let labelX = try #require(firstTextOrigin(bullet)).x
        #expect(close(labelX - box.minX, assetInline + asset + tag.spaceColumnGap, 0.5))
    }

    /// Rounded tags are pills, square ones have square corners.
    @Test(arguments: ThemeCase.allCases)
    func shapes(theme: ThemeCase) throws {
        let t = theme.make()
        let rounded = try #require(fills(try render(t, OUDSCategoricalTag(label: "Label"))).first)
        let square = try #require(fills(try render(t, OUDSCategoricalTag(label: "Label", shape: .square))).first)
        guard case .move(let start)? = rounded.path.elements.first else {
            Issue.record("no path")
            return
        }
        #expect(close(CGFloat(start.x) - rounded.rect.minX, rounded.rect.height / 2, 0.05))
        guard case .move(let corner)? = square.path.elements.first else {
            Issue.record("no path")
            return
        }
        #expect(close(CGFloat(corner.x), square.rect.minX, 0.01))
    }

    /// A loading tag: `surfaceSecondary`, `contentDefault` text, a loader (an arc stroke) in the
    /// asset box whatever the category; determinate with a progress.
    @Test(arguments: ThemeCase.allCases, ColorScheme.allCases)
    func loading(theme: ThemeCase, scheme: ColorScheme) throws {
        let t = theme.make()
        let spinner = try render(
            t, scheme: scheme, OUDSCategoricalTag(loadingLabel: "Loading", category: .category4))
        let determinate = try render(
            t, scheme: scheme, OUDSCategoricalTag(loadingLabel: "Loading", progress: 0.4, category: .category4))
        for list in [spinner, determinate] {
            #expect(fills(list).first?.paint == hex(t.colors.surfaceSecondary, scheme))
            #expect(textItems(list).map(\.paint) == [hex(t.colors.contentDefault, scheme)])
            #expect(list.items.contains { if case .stroke = $0 { true } else { false } })
        }
        #expect(spinner.description != determinate.description)
    }

    /// Disabled: `actionDisabled` surface, `contentOnActionDisabled` text and bullet.
    @Test(arguments: ThemeCase.allCases, ColorScheme.allCases)
    func disabled(theme: ThemeCase, scheme: ColorScheme) throws {
        let t = theme.make()
        let list = try render(
            t, scheme: scheme, OUDSCategoricalTag(label: "Label", category: .category2, leading: .bullet).disabled(true)
        )
        #expect(
            fills(list).map(\.paint) == [
                hex(t.colors.actionDisabled, scheme), hex(t.colors.contentOnActionDisabled, scheme),
            ])
        #expect(textItems(list).map(\.paint) == [hex(t.colors.contentOnActionDisabled, scheme)])
    }

    /// The localized forms resolve their keys like the string forms.
    @Test func localizedForms() throws {
        let list = try render(
            OrangeTheme(),
            VStack {
                OUDSCategoricalTag(LocalizedStringKey("tag_key"), category: .category2)
                OUDSCategoricalTag(loadingKey: LocalizedStringKey("loading_key"), progress: 0.5)
            })
        #expect(textItems(list).map(\.string) == ["tag_key", "loading_key"])
    }
}
