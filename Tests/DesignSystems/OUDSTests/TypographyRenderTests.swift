import OUDSSwiftUI
import Testing

/// `.font(token)` lays text out with the token's size, OUDS line box, kerning and weight, in the theme's
/// family through the PostScript map: the bundled stand-ins here, a registered font once registered.
@MainActor
@Suite("OUDS: typography rendering")
struct TypographyRenderTests {
    static func layout<V: View>(_ view: V, _ configure: (inout RenderConfiguration) -> Void = { _ in }) throws -> (
        TextLayout, DisplayList
    ) {
        var configuration = RenderConfiguration()
        configure(&configuration)
        let list = try ViewRenderer.displayList(view, configuration: configuration)
        let text = try #require(textItems(list).first)
        return (text.layout, list)
    }

    /// The stand-in face each theme's family resolves to at `weight`.
    static func standIn(_ theme: ThemeCase, _ weight: Int) -> String {
        switch (theme, weight) {
        case (.wireframe, 700): "ComicNeue-Bold"
        case (.wireframe, _): "ComicNeue-Regular"
        case (.sosh, 400): "Manrope-Regular"
        case (.sosh, 500): "Manrope-Medium"
        case (.sosh, _): "Manrope-Bold"
        case (_, 400): "NotoSansDisplay-Regular"
        case (_, 500): "NotoSansDisplay-Medium"
        default: "NotoSansDisplay-Bold"
        }
    }

    @Test(arguments: ThemeCase.allCases, ColorScheme.allCases)
    func labelDefaultLargeUsesTheTokenMetricsAndTheStandInFont(theme: ThemeCase, scheme: ColorScheme) throws {
        let t = theme.make()
        let view = OUDSThemeableView(theme: t) {
            Text("x").font(t.fonts.labelDefaultLarge).foregroundColor(t.colors.contentDefault)
        }
        let (layout, list) = try Self.layout(view) { $0.colorScheme = scheme }
        let style = t.fonts.labelDefaultLarge.compact
        let line = try #require(layout.lines.first)
        let run = try #require(line.runs.first)
        #expect(layout.lines.count == 1)
        #expect(line.frame.height == Double(style.lineHeight))
        #expect(layout.size.height == Double(style.lineHeight))
        #expect(run.size == Double(style.size))
        #expect(run.attributes.letterSpacing == Double(style.letterSpacing))
        #expect(run.attributes.family == theme.fontFamily)
        #expect(run.attributes.weight == style.weight)
        let face = Self.standIn(theme, style.weight.value)
        #expect(layout.usedPostScriptNames == [face])
        #expect(list.fontsUsed == [face])
        #expect(textItems(list).first?.paint == hex(t.colors.contentDefault, scheme))
        // The natural glyph box is centred in the token line box.
        let natural = line.ascent + line.descent
        #expect(
            abs((line.baseline - line.frame.minY) - ((Double(style.lineHeight) - natural) / 2 + line.ascent)) < 0.001)
    }

    @Test(arguments: ThemeCase.allCases)
    func regularSizeClassesUseTheTabletValues(theme: ThemeCase) throws {
        let t = theme.make()
        let token = t.fonts.headingLarge
        func layout(_ h: UserInterfaceSizeClass, _ v: UserInterfaceSizeClass) throws -> TextLayout {
            let view = OUDSThemeableView(theme: t) { Text("Heading").font(token) }
                .environment(\.horizontalSizeClass, h).environment(\.verticalSizeClass, v)
            return try Self.layout(view).0
        }
        let regular = try layout(.regular, .regular)
        #expect(regular.lines.first?.runs.first?.size == Double(token.regular.size))
        #expect(regular.size.height == Double(token.regular.lineHeight))
        #expect(regular.lines.first?.runs.first?.attributes.letterSpacing == Double(token.regular.letterSpacing))
        for (h, v) in [(UserInterfaceSizeClass.compact, UserInterfaceSizeClass.regular), (.regular, .compact)] {
            let compact = try layout(h, v)
            #expect(compact.lines.first?.runs.first?.size == Double(token.compact.size))
            #expect(compact.size.height == Double(token.compact.lineHeight))
        }
        #expect(theme == .orangeCompact ? token.regular == token.compact : token.regular.size > token.compact.size)
    }

    @Test(arguments: [DynamicTypeSize.xSmall, .large, .xxxLarge, .accessibility3])
    func sizeAndLineHeightScaleWithDynamicTypeButKerningDoesNot(size: DynamicTypeSize) throws {
        let t = OrangeTheme()
        let view = OUDSThemeableView(theme: t) { Text("Body").font(t.fonts.bodyDefaultMedium) }
        let (layout, _) = try Self.layout(view) { $0.dynamicTypeSize = size }
        let run = try #require(layout.lines.first?.runs.first)
        #expect(abs(run.size - 14 * size.scale) < 1e-9)
        #expect(abs(layout.size.height - 20 * size.scale) < 1e-9)
        #expect(run.attributes.letterSpacing == Double(CGFloat(0.17)))
    }

    @Test func strongTokensUseTheBoldFaceAndTheMapIsRegistered() throws {
        let t = OrangeTheme()
        let (layout, _) = try Self.layout(OUDSThemeableView(theme: t) { Text("Action").font(t.fonts.labelStrongLarge) })
        #expect(layout.usedPostScriptNames == ["NotoSansDisplay-Bold"])
        #expect(kApplePostScriptFontNames[PSFNMK("Helvetica Neue", .bold)] == "HelveticaNeue-Bold")
        #expect(kApplePostScriptFontNames[PSFNMK("Helvetica Neue", .semibold)] == "HelveticaNeue")
        _ = SoshTheme()
        _ = WireframeTheme()
        #expect(kApplePostScriptFontNames[PSFNMK("Sosh", .medium)] == "Sosh-Medium")
        #expect(kApplePostScriptFontNames[PSFNMK("Shantell Sans", .semibold)] == "ShantellSans-SemiBold")
        #expect(kApplePostScriptFontNames[PSFNMK("Arial", .bold)] == "Arial-BoldMT")
        let reports = FontRegistry.shared.fallbackReports.filter {
            $0.requestedFamily == "Helvetica Neue" && $0.requestedWeight == .bold
        }
        #expect(reports.contains { $0.usedPostScriptName == "NotoSansDisplay-Bold" })
    }

    /// "Registering custom fonts" of the documents: a PostScript name registered for a family and
    /// weight is the face used. (The family is unique to this test: the registry is process-wide.)
    @Test func aRegisteredPostScriptNameIsUsedForItsFamilyAndWeight() throws {
        registerFont(postScript: "ComicNeue-Light", forCombination: PSFNMK("Winky Rough Test", Font.Weight.regular))
        registerFont(postScript: "ComicNeue-Bold", forCombination: PSFNMK("Winky Rough Test", Font.Weight.bold))
        let t = OrangeTheme(fontFamily: "Winky Rough Test")
        let view = OUDSThemeableView(theme: t) {
            VStack {
                Text("Regular").font(t.fonts.bodyDefaultLarge)
                Text("Bold").font(t.fonts.bodyStrongLarge)
            }
        }
        let list = try ViewRenderer.displayList(view)
        #expect(textItems(list).map(\.layout.usedPostScriptNames) == [["ComicNeue-Light"], ["ComicNeue-Bold"]])
        #expect(list.fontsUsed == ["ComicNeue-Bold", "ComicNeue-Light"])
    }

    @Test func aThemeWithoutFamilyUsesTheSystemFont() throws {
        let t = OrangeTheme(fontFamily: nil)
        let (layout, _) = try Self.layout(
            OUDSThemeableView(theme: t) { Text("System").font(t.fonts.labelModerateMedium) })
        let run = try #require(layout.lines.first?.runs.first)
        #expect(run.attributes.family == nil && run.size == 14 && run.attributes.weight == .medium)
        #expect(layout.usedPostScriptNames == ["NotoSansDisplay-Medium"])
    }
}
