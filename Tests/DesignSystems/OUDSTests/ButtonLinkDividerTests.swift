import OUDSSwiftUI
import Testing

/// Geometry and colours of buttons, links and dividers from their display lists, per theme.
@MainActor
@Suite("OUDS: buttons, links, dividers")
struct ButtonLinkDividerTests {
    static func list<V: View>(_ view: V, theme: OUDSTheme, scheme: ColorScheme = .light) throws -> DisplayList {
        try ViewRenderer.displayList(
            OUDSThemeableView(theme: theme) { view }, configuration: RenderConfiguration(scale: 2, colorScheme: scheme))
    }

    static func fills(_ list: DisplayList) -> [(CGSize, String)] {
        list.items.compactMap {
            if case .fill(let p, let paint, _) = $0 {
                return (CGSize(width: p.bounds.size.width, height: p.bounds.size.height), paint.description)
            }
            return nil
        }
    }

    @Test(arguments: ThemeCase.allCases)
    func oneLineButtonIsTheTouchAreaHigh(theme themeCase: ThemeCase) throws {
        let theme = themeCase.make()
        let list = try Self.list(OUDSButton(text: "Label", appearance: .strong) {}, theme: theme)
        // Orange, Sosh and Wireframe: 12 + 24 + 12 = 48 pt; OrangeCompact's smaller tokens give 40.
        #expect(list.size.height == theme.sizes.minInteractiveArea)
        #expect(list.size.height == (themeCase == .orangeCompact ? 40 : 48))
        let icon = try Self.list(
            OUDSButton(image: OUDSImage(asset: Image(systemName: "plus")), accessibilityLabel: "Add") {}, theme: theme)
        #expect(
            icon.size
                == CGSize(
                    width: theme.button.sizeIconOnly + 2 * theme.button.spaceInsetIconOnly,
                    height: theme.button.sizeIconOnly + 2 * theme.button.spaceInsetIconOnly))
    }

    /// An Orange button background: appearance, interaction state and scheme, and the reference colour.
    struct Background: CustomTestStringConvertible, Sendable {
        let appearance: OUDSButton.Appearance
        let state: InteractionState
        let scheme: ColorScheme
        let hex: String

        init(_ appearance: OUDSButton.Appearance, _ state: InteractionState, _ scheme: ColorScheme, _ hex: String) {
            self.appearance = appearance
            self.state = state
            self.scheme = scheme
            self.hex = hex
        }

        var testDescription: String { "\(appearance) \(state) \(scheme) is \(hex)" }
    }

    @Test(arguments: [
        Background(.strong, .idle, .light, "#000000"), Background(.strong, .pressed, .light, "#F15E00"),
        Background(.strong, .idle, .dark, "#EEEEEE"), Background(.negative, .idle, .light, "#DB0002"),
        Background(.negative, .hover, .dark, "#FFB2B3"), Background(.brand, .idle, .light, "#FF7900"),
    ])
    func orangeBackgroundsFollowTheStateTokens(background: Background) throws {
        let list = try Self.list(
            OUDSButton(text: "Label", appearance: background.appearance) {}.interactionState(background.state),
            theme: OrangeTheme(), scheme: background.scheme)
        #expect(Self.fills(list).first?.1 == background.hex)
    }

    @Test func defaultButtonBorderThickensWhenInteracting() throws {
        func width(_ state: InteractionState) throws -> Double? {
            let list = try Self.list(
                OUDSButton(text: "Label", appearance: .default) {}.interactionState(state), theme: OrangeTheme())
            return list.items.compactMap { if case .stroke(_, _, let s) = $0 { s.lineWidth } else { nil } }.first
        }
        #expect(try width(.idle) == 1)
        #expect(try width(.pressed) == 2)
    }

    @Test func loadingHidesTheLabelAndDrawsALoader() throws {
        let list = try Self.list(
            OUDSButton(text: "Label", appearance: .strong, style: .loading) {}, theme: OrangeTheme())
        #expect(
            list.items.contains { if case .beginLayer(let opacity, _, _) = $0 { opacity == 0 } else { false } } == false
        )
        #expect(!list.items.contains { if case .text = $0 { true } else { false } })  // the label only keeps its size
        #expect(list.items.contains { if case .stroke = $0 { true } else { false } })  // the loader ring
        #expect(list.size.height == 48)
    }

    @Test func roundedTuningRoundsTheCorners() throws {
        let square = try Self.list(OUDSButton(text: "L", appearance: .strong) {}, theme: OrangeTheme())
        let rounded = try Self.list(OUDSButton(text: "L", appearance: .strong) {}, theme: OrangeTheme(tuning: .MaxIt))
        func curves(_ l: DisplayList) -> Int {
            l.items.compactMap { if case .fill(let p, _, _) = $0 { p.elements.count } else { nil } }.first ?? 0
        }
        #expect(curves(rounded) > curves(square))
    }

    @Test(arguments: ThemeCase.allCases)
    func linksAndDividersTakeTheirTokens(theme themeCase: ThemeCase) throws {
        let theme = themeCase.make()
        let link = try Self.list(OUDSLink(text: "Link", size: .default) {}, theme: theme)
        #expect(link.size.height == theme.link.sizeMinHeight)
        let small = try Self.list(OUDSLink(text: "Link", size: .small) {}, theme: theme)
        #expect(small.size.height == theme.link.sizeMinHeightSmall)
        let divider = try Self.list(OUDSHorizontalDivider(color: .brandPrimary).frame(width: 100), theme: theme)
        #expect(Self.fills(divider).map(\.0) == [CGSize(width: 100, height: theme.divider.borderWidth)])
    }

    @Test func unsupportedColouredSurfaceIsATypedError() throws {
        // Some brand leaves a colour mode undefined (⛔ in the reference): drawing on it fails the render.
        let unsupported = ThemeCase.allCases.map { $0.make() }.flatMap { theme in
            ColorModeSemanticTokenName.allCases.map { (theme, theme.colorModes[$0]) }
        }.first { !$0.1.isSupported }
        let (theme, token) = try #require(unsupported)
        #expect(throws: RenderError.self) {
            try Self.list(OUDSColoredSurface(color: token) { Text("x") }, theme: theme)
        }
    }
}
