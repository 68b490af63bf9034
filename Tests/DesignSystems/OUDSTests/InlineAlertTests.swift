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
