import OUDSSwiftUI
import OUDSTestAssets
import Testing

/// `OUDSInlineAlert` against `ouds-components.md` §1.4: icon, gap, label style and the colour of
/// every status, read from display lists.
@MainActor
@Suite("OUDS: inline alert")
struct InlineAlertTests {
    init() { OUDSTestAssets.register() }

    static func list<V: View>(_ view: V, _ theme: ThemeCase, _ scheme: ColorScheme = .light) throws -> DisplayList {
        try displayList(OUDSThemeableView(theme: theme.make()) { view }, scheme)
    }

    /// The Orange label colours (light / dark) per status.
    @Test(arguments: [
        ("positive", OUDSAlertStatus.positive, "#138126", "#94F0A4"), ("info", .info, "#0073B2", "#8AD5FF"),
        ("warning", .warning, "#856A00", "#FFE270"), ("negative", .negative, "#DB0002", "#FF8081"),
        ("neutral", .neutral(), "#000000", "#EEEEEE"), ("accent", .accent(), "#000000", "#EEEEEE"),
    ])
    func labelTakesTheStatusColour(name: String, status: OUDSAlertStatus, light: String, dark: String) throws {
        for (scheme, expected) in [(ColorScheme.light, light), (.dark, dark)] {
            let list = try Self.list(OUDSInlineAlert(label: "Label", status: status), .orange, scheme)
            #expect(textItems(list).map(\.paint) == [expected], "\(name) \(scheme)")
        }
    }

    /// A functional status draws its 24 pt icon, 12 pt before the label; neutral and accent draw no
    /// icon unless given one.
    @Test(arguments: ThemeCase.allCases)
    func iconGapAndLabelStyle(theme: ThemeCase) throws {
        let t = theme.make()
        let info = try Self.list(OUDSInlineAlert(label: "Label", status: .info), theme)
        let icon = try #require(fillPaints(info).first)
        #expect(icon == hex(t.colors.contentStatusInfo, .light))
        let text = try #require(textItems(info).first)
        #expect(abs(text.layout.size.height - t.fonts.labelModerateLarge.compact.lineHeight) < 0.01)
        let origin = try #require(info.items.compactMap { if case .text(_, let o, _, _) = $0 { o } else { nil } }.first)
        #expect(abs(origin.x - (t.sizes.iconWithLabelLargeSizeSmall + t.spaces.columnGapMedium)) < 0.5)
        let plain = try Self.list(OUDSInlineAlert(label: "Label"), theme)
        #expect(fillPaints(plain).isEmpty)
        let custom = try Self.list(
            OUDSInlineAlert(label: "Label", status: .accent(image: OUDSImage(asset: Image("ic_heart")))), theme)
        #expect(!fillPaints(custom).isEmpty || custom.items.contains { if case .image = $0 { true } else { false } })
    }

    @Test func labelWrapsBesideTheIcon() throws {
        let list = try displayList(
            OUDSThemeableView(theme: OrangeTheme()) {
                OUDSInlineAlert(label: "Your plan renews tomorrow; the new price applies next bill.", status: .info)
                    .frame(width: 200)
            })
        let text = try #require(textItems(list).first)
        #expect(text.layout.lines.count > 1)
        #expect(text.layout.size.width <= 200 - 24 - 12 + 0.5)
    }
}

/// Wireframe draws alert-size status icons as outlines with the mark inside (an octagon for "!");
/// the other themes fill them with the mark cut out. Read from the pixels of a 24 pt icon at 1x.
@MainActor
@Suite("OUDS: outlined status icons")
struct OutlinedStatusIconTests {
    /// Whether the pixel at grid point (`x`, `y`) of the 24-unit icon grid is painted (alpha > half);
    /// the glyph is 0.8 of the theme's icon box, centred in it.
    static func painted(_ theme: ThemeCase, _ x: Double, _ y: Double) throws -> Bool {
        let side = Double(theme.make().sizes.iconWithLabelLargeSizeSmall)
        func pixel(_ g: Double) -> Int { Int((side / 2 + (g - 12) * 0.8 * side / 24).rounded(.down)) }
        OUDSTestAssets.register()
        var configuration = RenderConfiguration(scale: 1)
        configuration.size = .width(200)
        let image = try ViewRenderer.render(
            OUDSThemeableView(theme: theme.make()) { OUDSInlineAlert(label: "Label", status: .negative) },
            configuration: configuration)
        return image.bitmap.pixel(x: pixel(x), y: pixel(y)).a > 128
    }

    @Test(arguments: ThemeCase.allCases)
    func markAndRingFollowTheTheme(theme: ThemeCase) throws {
        // The "!" stem's middle (grid 12, 9) and a point between the ring and the stem (grid 6, 12).
        let stem = try Self.painted(theme, 12, 9)
        let inside = try Self.painted(theme, 6, 12)
        if theme == .wireframe {
            #expect(stem && !inside, "outlined: the mark is painted, the inside is empty")
        } else {
            #expect(!stem && inside, "filled: the mark is cut out of the filled circle")
        }
    }
}
