import OUDSSwiftUI
import OUDSTestAssets
import Testing

/// OUDS iOS's public spellings that Proof once lacked (issue 13): `OUDSImage` as a view and its
/// initialisers, the fixed and scaled icons, the typography helpers, `borderDefault()`,
/// `coloredSurface(_:)` and the deprecated `ouds…` modifiers. Each renders what the spelling it
/// stands for renders.
@MainActor
@Suite("OUDS: the real library's spellings")
struct RealAPISpellingTests {
    init() { OUDSTestAssets.register() }

    static func list<V: View>(_ view: V, theme: OUDSTheme = OrangeTheme(), dynamicType: DynamicTypeSize = .large)
        throws -> DisplayList
    {
        var configuration = RenderConfiguration(scale: 2)
        configuration.dynamicTypeSize = dynamicType
        return try ViewRenderer.displayList(OUDSThemeableView(theme: theme) { view }, configuration: configuration)
    }

    static func accessibilityLabels(_ list: DisplayList) -> [String] {
        list.items.compactMap { if case .accessibility(let r) = $0 { r.label } else { nil } }
    }

    static func imageTints(_ list: DisplayList) -> [String?] {
        list.items.compactMap { if case .image(_, _, let tint, _) = $0 { tint?.description } else { nil } }
    }

    @Test func imageIsAViewWithItsLabelAndTint() throws {
        let theme = OrangeTheme()
        let labelled = try Self.list(
            OUDSImage(asset: Image("ic"), accessibilityLabel: "Like").frame(width: 24, height: 24))
        #expect(Self.accessibilityLabels(labelled) == ["Like"])
        #expect(labelled.size == CGSize(width: 24, height: 24))
        let named = try Self.list(
            OUDSImage(name: "ic", color: theme.colors.contentBrandPrimary).frame(width: 24, height: 24))
        // The test icon is a vector asset: its paths are filled with the tint.
        let drawn = fillPaints(named) + Self.imageTints(named).compactMap { $0 }
        #expect(!drawn.isEmpty && Set(drawn) == [hex(theme.colors.contentBrandPrimary, .light)])
        // A localized label: the key itself when no table translates it.
        let key = try Self.list(OUDSImage(asset: Image("ic"), accessibilityLabel: LocalizedStringKey("Favourite")))
        #expect(Self.accessibilityLabels(key) == ["Favourite"])
        // In a component, as before.
        let tag = OUDSTag(label: "Label", status: .neutral(image: OUDSImage(asset: Image("ic"), flipped: true)))
        #expect(try !Self.list(tag).items.isEmpty)
    }

    @Test func fixedIconKeepsItsSizeAndScaledIconGrowsWithDynamicType() throws {
        let image = OUDSImage(asset: Image("ic"))
        #expect(try Self.list(OUDSFixedIcon(image: image, size: 24)).size == CGSize(width: 24, height: 24))
        #expect(
            try Self.list(OUDSFixedIcon(image: image, size: 24), dynamicType: .xxxLarge).size
                == CGSize(width: 24, height: 24))
        #expect(try Self.list(OUDSScaledIcon(image: image, size: 24)).size == CGSize(width: 24, height: 24))
        let large = try Self.list(OUDSScaledIcon(image: image, size: 24), dynamicType: .xxxLarge).size
        #expect(large.width > 24 && large.width == large.height)
    }

    /// A typography helper lays text out exactly as `.font(token)` does.
    @Test(arguments: ThemeCase.allCases)
    func typographyHelpersApplyTheirToken(theme themeCase: ThemeCase) throws {
        let theme = themeCase.make()
        let pairs: [(String, AnyView, AnyView)] = [
            (
                "headingXLarge", AnyView(Text("Title").headingXLarge(theme)),
                AnyView(Text("Title").font(theme.fonts.headingXlarge))
            ),
            (
                "bodyDefaultMedium", AnyView(Text("Body").bodyDefaultMedium(theme)),
                AnyView(Text("Body").font(theme.fonts.bodyDefaultMedium))
            ),
            (
                "labelStrongXLarge", AnyView(Text("Label").labelStrongXLarge(theme)),
                AnyView(Text("Label").font(theme.fonts.labelStrongXLarge))
            ),
            (
                "displaySmall", AnyView(Text("Big").displaySmall(theme)),
                AnyView(Text("Big").font(theme.fonts.displaySmall))
            ),
        ]
        for (name, helper, token) in pairs {
            let a = try textItems(Self.list(helper, theme: theme)).map {
                ($0.layout.size, $0.layout.usedPostScriptNames)
            }
            let b = try textItems(Self.list(token, theme: theme)).map {
                ($0.layout.size, $0.layout.usedPostScriptNames)
            }
            #expect(a.count == 1 && a.map(\.0) == b.map(\.0) && a.map(\.1) == b.map(\.1), "\(name)")
        }
    }

    @Test func borderDefaultIsTheThemesDefaultBorder() throws {
        let theme = SoshTheme()
        let list = try Self.list(Color.clear.frame(width: 40, height: 40).borderDefault(), theme: theme)
        let strokes = list.items.compactMap {
            if case .stroke(_, let paint, let style) = $0 { (paint.description, style.lineWidth) } else { nil }
        }
        #expect(strokes.map(\.0) == [hex(theme.colors.borderDefault, .light)])
        #expect(strokes.map(\.1) == [Double(theme.borders.widthDefault)])
    }

    @Test func coloredSurfaceModifierIsTheSurface() throws {
        let theme = OrangeTheme()
        let modifier = try Self.list(Text("On brand").coloredSurface(theme.colorModes.onBrandPrimary))
        let surface = try Self.list(OUDSColoredSurface(color: theme.colorModes.onBrandPrimary) { Text("On brand") })
        #expect(fillPaints(modifier) == fillPaints(surface) && !fillPaints(surface).isEmpty)
        #expect(textItems(modifier).map(\.paint) == textItems(surface).map(\.paint))
    }

    @available(*, deprecated, message: "Exercises the deprecated ouds… spellings")
    @Test func deprecatedModifiersRenderAsTheirReplacements() throws {
        let theme = OrangeTheme()
        let c = theme.colors.contentBrandPrimary
        let pairs: [(String, AnyView, AnyView)] = [
            ("oudsForegroundColor", AnyView(Text("x").oudsForegroundColor(c)), AnyView(Text("x").foregroundColor(c))),
            ("oudsForegroundStyle", AnyView(Text("x").oudsForegroundStyle(c)), AnyView(Text("x").foregroundStyle(c))),
            ("oudsBackground", AnyView(Text("x").oudsBackground(c)), AnyView(Text("x").background(c))),
            (
                "oudsShadow", AnyView(Color.red.frame(width: 9, height: 9).oudsShadow(theme.elevations.raised)),
                AnyView(Color.red.frame(width: 9, height: 9).shadow(theme.elevations.raised))
            ),
            (
                "oudsBorder",
                AnyView(
                    Color.clear.frame(width: 9, height: 9).oudsBorder(
                        style: theme.borders.styleDefault, width: 2, radius: 4, color: c)),
                AnyView(
                    Color.clear.frame(width: 9, height: 9).border(
                        style: theme.borders.styleDefault, width: 2, radius: 4, color: c))
            ),
            (
                "oudsColoredSurface", AnyView(Text("x").oudsColoredSurface(theme.colorModes.onBrandPrimary)),
                AnyView(Text("x").coloredSurface(theme.colorModes.onBrandPrimary))
            ),
        ]
        for (name, old, new) in pairs {
            let a = try Self.list(old)
            let b = try Self.list(new)
            #expect(a.size == b.size && a.items.count == b.items.count && fillPaints(a) == fillPaints(b), "\(name)")
            #expect(textItems(a).map(\.paint) == textItems(b).map(\.paint), "\(name)")
        }
        // `OUDSIcon` is the 1.x name of `OUDSImage`.
        let icon: OUDSIcon = OUDSImage(asset: Image("ic"))
        #expect(icon.renderingMode == .template)
    }

    @available(*, deprecated, message: "Exercises the 1.x OUDSBadge")
    @Test func olderBadgeDrawsItsReplacements() throws {
        let pairs: [(String, AnyView, AnyView)] = [
            (
                "dot", AnyView(OUDSBadge(status: .accent, size: .small)),
                AnyView(OUDSBadgeStandard(accessibilityLabel: "", status: .accent, size: .small))
            ),
            (
                "count", AnyView(OUDSBadge(count: 120, status: .negative, size: .large)),
                AnyView(OUDSBadgeCount(120, accessibilityLabel: "120", status: .negative, size: .large))
            ),
            (
                "icon", AnyView(OUDSBadge(status: .info, accessibilityLabel: "Information")),
                AnyView(OUDSBadgeIcon(status: .info, accessibilityLabel: "Information"))
            ),
        ]
        for (name, old, new) in pairs {
            let a = try Self.list(old)
            let b = try Self.list(new)
            #expect(a.size == b.size && fillPaints(a) == fillPaints(b), "\(name)")
            #expect(textItems(a).map(\.string) == textItems(b).map(\.string), "\(name)")
        }
    }

    /// `scaled…Mobile` and `…Tablet` are the compact and regular values of the scaled spaces.
    @Test(arguments: ThemeCase.allCases)
    func scaledSpacesPerDevice(theme themeCase: ThemeCase) {
        let spaces = themeCase.make().spaces
        #expect(spaces.scaledMediumMobile == spaces.scaledMedium.compact)
        #expect(spaces.scaledMediumTablet == spaces.scaledMedium.regular)
        #expect(spaces.scaled3xlargeTablet == spaces.scaled3xlarge.regular)
        #expect(spaces.scaledNoneMobile == 0)
    }

    @available(*, deprecated, message: "Exercises the pre-1.0 colour-mode names")
    @Test func preOneZeroColourModeNames() {
        let modes = OrangeTheme().colorModes
        for scheme in ColorScheme.allCases {
            #expect(
                hex(modes.modeOnStatusPositiveEmphasized.surface, scheme)
                    == hex(modes.onStatusPositiveEmphasized.surface, scheme))
            #expect(hex(modes.modeOnBrandPrimary.surface, scheme) == hex(modes.onBrandPrimary.surface, scheme))
            #expect(hex(modes.modeOnBgTertiary.surface, scheme) == hex(modes.onBgTertiary.surface, scheme))
        }
    }

    @available(*, deprecated, message: "Exercises OUDS iOS 2.3's Image overloads")
    @Test func deprecatedImageOverloadsDrawTheirOUDSImageForms() throws {
        let pairs: [(String, AnyView, AnyView)] = [
            (
                "tag", AnyView(OUDSTag(label: "Label", status: .neutral(icon: Image("ic"), flipIcon: true))),
                AnyView(OUDSTag(label: "Label", status: .neutral(image: OUDSImage(asset: Image("ic"), flipped: true))))
            ),
            (
                "link", AnyView(OUDSLink(text: "Link", icon: Image("ic")) {}),
                AnyView(OUDSLink(text: "Link", image: OUDSImage(asset: Image("ic"))) {})
            ),
            (
                "switch item", AnyView(OUDSSwitchItem("Label", isOn: .constant(true), icon: Image("ic"))),
                AnyView(OUDSSwitchItem("Label", isOn: .constant(true), image: OUDSImage(asset: Image("ic"))))
            ),
        ]
        for (name, old, new) in pairs {
            let a = try Self.list(old)
            let b = try Self.list(new)
            #expect(a.size == b.size && a.items.count == b.items.count && fillPaints(a) == fillPaints(b), "\(name)")
        }
    }
}

/// Picker data with a helper text, and OUDS iOS 0.x's `additionalLabel:helper:icon:` spelling.
@MainActor
@Suite("OUDS: picker data helper texts")
struct PickerDataHelperTests {
    @Test func helperTextShowsUnderTheOption() throws {
        let list = try displayList(
            OUDSThemeableView(theme: OrangeTheme()) {
                OUDSRadioPicker(
                    selection: .constant("a"),
                    radios: [.init(tag: "a", label: "Home", description: "Free", helper: "Arrives tomorrow")]
                ).frame(width: 320)
            })
        #expect(textItems(list).map(\.string) == ["Home", "Free", "Arrives tomorrow"])
    }

    @available(*, deprecated, message: "Renders OUDS iOS 0.x's picker data spelling")
    @Test func olderSpellingMapsToTheSameLines() throws {
        let list = try displayList(
            OUDSThemeableView(theme: OrangeTheme()) {
                OUDSCheckboxPicker(
                    selections: .constant(["a"]),
                    checkboxes: [
                        OUDSCheckboxPickerData(
                            tag: "a", label: "Home", additionalLabel: "Free", helper: "Arrives tomorrow")
                    ]
                ).frame(width: 320)
            })
        #expect(textItems(list).map(\.string) == ["Home", "Free", "Arrives tomorrow"])
    }
}

/// `OUDSLink`'s density (OUDS iOS 3): `.compact` makes a link of either size 32 pt high.
@MainActor
@Suite("OUDS: link density")
struct LinkDensityTests {
    @Test(arguments: ThemeCase.allCases)
    func compactLinksAreThirtyTwoHigh(theme: ThemeCase) throws {
        let t = theme.make()
        func height(_ link: OUDSLink) throws -> CGFloat {
            try displayList(OUDSThemeableView(theme: t) { link }).size.height
        }
        #expect(try height(OUDSLink(text: "Link", density: .compact) {}) == t.link.sizeMinHeightCompactDensity)
        #expect(
            try height(OUDSLink(text: "Link", size: .small, density: .compact) {}) == t.link.sizeMinHeightCompactDensity
        )
        #expect(try height(OUDSLink(text: "Link") {}) == t.link.sizeMinHeight)
        #expect(
            try height(OUDSLink(text: "Back", indicator: .back, density: .compact) {})
                == t.link.sizeMinHeightCompactDensity)
        #expect(t.link.sizeMinHeightCompactDensity == 32)
    }
}
