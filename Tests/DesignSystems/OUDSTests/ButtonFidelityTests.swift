import OUDSSwiftUI
import Raster
import Testing

/// Buttons, tags and links against the OUDS iOS component tokens where Proof once differed
/// (issue 13's fidelity list): the colour of every state per theme and scheme, the loader's
/// geometry, the radii, the label weights and the focus ring, read from display lists.
@MainActor
@Suite("OUDS: button, tag and link fidelity")
struct ButtonFidelityTests {
    /// A button state as the catalog forces it.
    enum State: String, CaseIterable, Sendable {
        case enabled, hover, pressed, focused, loading, disabled
    }

    /// One expected button background: theme, appearance, state, scheme and `#RRGGBB(AA)`.
    struct Background: CustomTestStringConvertible, Sendable {
        let theme: ThemeCase
        let appearance: OUDSButton.Appearance
        let state: State
        let scheme: ColorScheme
        let hex: String
        var testDescription: String { "\(theme) \(appearance) \(state.rawValue) \(scheme) is \(hex)" }
    }

    /// `light`/`dark` pairs of one theme and appearance, by state (OUDS iOS component tokens).
    nonisolated static func table(
        _ theme: ThemeCase, _ appearance: OUDSButton.Appearance, _ rows: [(State, String, String)]
    ) -> [Background] {
        rows.flatMap { state, light, dark in
            [
                Background(theme: theme, appearance: appearance, state: state, scheme: .light, hex: light),
                Background(theme: theme, appearance: appearance, state: state, scheme: .dark, hex: dark),
            ]
        }
    }

    nonisolated static let backgrounds: [Background] =
        table(
            .wireframe, .default,
            [
                (.enabled, "#2055E514", "#2055E566"), (.hover, "#2055E533", "#2055E58F"),
                (.pressed, "#2055E55C", "#2055E5AD"), (.loading, "#2055E55C", "#2055E5AD"),
                (.focused, "#2055E533", "#2055E58F"), (.disabled, "#05052E33", "#EFF5FF33"),
            ])
        + table(
            .wireframe, .brand,
            [
                (.enabled, "#DB2345", "#F66F7D"), (.hover, "#B81839", "#FA9EA6"), (.pressed, "#8E1532", "#FCCFD2"),
                (.loading, "#8E1532", "#FCCFD2"),
            ])
        + table(
            .sosh, .brand,
            [
                (.enabled, "#0173C1", "#FFEF66"), (.hover, "#000000", "#E9EEF1"), (.pressed, "#DE034B", "#5DBCFE"),
                (.loading, "#DE034B", "#5DBCFE"),
            ])

    static func button(_ appearance: OUDSButton.Appearance, _ state: State) -> some View {
        let interaction: InteractionState =
            switch state {
            case .hover: .hover
            case .pressed: .pressed
            case .focused: .focused
            default: .idle
            }
        return OUDSButton(text: "Button", appearance: appearance, style: state == .loading ? .loading : .default) {}
            .interactionState(interaction)
            .disabled(state == .disabled)
    }

    static func list<V: View>(_ view: V, _ theme: ThemeCase, _ scheme: ColorScheme = .light) throws -> DisplayList {
        try ButtonLinkDividerTests.list(view, theme: theme.make(), scheme: scheme)
    }

    @Test(arguments: backgrounds)
    func backgroundFollowsTheThemeTokens(_ expected: Background) throws {
        let list = try Self.list(Self.button(expected.appearance, expected.state), expected.theme, expected.scheme)
        #expect(ButtonLinkDividerTests.fills(list).first?.1 == expected.hex)
    }

    @Test(arguments: ColorScheme.allCases)
    func wireframeDefaultLabelIsTheDarkPrimaryInEveryActiveState(scheme: ColorScheme) {
        let content = WireframeTheme().button.colorContentDefault
        let expected = scheme == .light ? "#223CAB" : "#C1D8FC"
        for state in [OUDSInteractionState.enabled, .hover, .pressed, .loading, .focused] {
            #expect(hex(content[state], scheme) == expected, "\(state)")
        }
        #expect(hex(content[.disabled], scheme) == (scheme == .light ? "#05052E33" : "#EFF5FF33"))
    }

    /// The loader of a minimal button: `contentDefault` in Orange, `actionLoading` in Sosh and Wireframe.
    @Test(arguments: [
        (ThemeCase.orange, "#000000", "#EEEEEE"), (.sosh, "#0173C1", "#FFEF66"), (.wireframe, "#213787", "#DCE9FD"),
    ])
    func minimalLoaderColour(theme: ThemeCase, light: String, dark: String) throws {
        for (scheme, expected) in [(ColorScheme.light, light), (.dark, dark)] {
            let list = try Self.list(Self.button(.minimal, .loading), theme, scheme)
            let strokes = list.items.compactMap {
                if case .stroke(_, let paint, _) = $0 { paint.description } else { nil }
            }
            #expect(strokes == [expected], "\(scheme)")
        }
    }

    /// OUDS iOS's loader: a 252° arc from three o'clock, 3 pt, flat ends, centred on a 20 pt circle.
    @Test(arguments: ThemeCase.allCases)
    func loaderIsA252DegreeArcOfThreePoints(theme: ThemeCase) throws {
        let list = try Self.list(Self.button(.strong, .loading), theme)
        let strokes = list.items.compactMap { item -> (Raster.Path, Raster.StrokeStyle)? in
            if case .stroke(let path, _, let style) = item { (path, style) } else { nil }
        }
        let (path, style) = try #require(strokes.first)
        #expect(strokes.count == 1)
        #expect(style.lineWidth == 3 && style.lineCap == .butt)
        let size = theme == .orangeCompact ? 16.0 : 20.0
        let r = size / 2
        // From 0° (right) clockwise to 252°: full width, from the bottom up to r·sin(252°) above the centre.
        #expect(abs(path.bounds.size.width - size) < 0.01)
        #expect(abs(path.bounds.size.height - (r + r * abs(sin(252 * Double.pi / 180)))) < 0.01)
    }

    /// Rounded buttons: Orange 8, Sosh and Wireframe their default radius (4 and 6).
    @Test(arguments: [(ThemeCase.orange, CGFloat(8)), (.sosh, 4), (.wireframe, 6)])
    func roundedButtonRadius(theme: ThemeCase, radius: CGFloat) {
        #expect(theme.make().button.borderRadius(rounded: true) == radius)
    }

    /// Tags and links are set in the bold label styles (weight 700), as on iOS.
    @Test(arguments: [(ThemeCase.orange, "NotoSansDisplay-Bold"), (.wireframe, "ComicNeue-Bold")])
    func tagAndLinkLabelsAreBold(theme: ThemeCase, face: String) throws {
        let views: [(String, AnyView)] = [
            ("tag", AnyView(OUDSTag(label: "Label"))), ("small tag", AnyView(OUDSTag(label: "Label", size: .small))),
            ("link", AnyView(OUDSLink(text: "Link", size: .default) {})),
            ("small link", AnyView(OUDSLink(text: "Link", size: .small) {})),
        ]
        for (name, view) in views {
            let faces = try Self.list(view, theme).items.flatMap { item -> [String] in
                if case .text(let layout, _, _, _) = item { layout.usedPostScriptNames } else { [] }
            }
            #expect(faces == [face], "\(name)")
        }
    }

    /// A focused button draws the token focus ring outside its frame (2 pt `borderFocusInset`,
    /// then 3 pt `borderFocus`); a hovered one draws none.
    @Test(arguments: [(ThemeCase.orange, "#000000", "#FFFFFF"), (.wireframe, "#213787", "#FFFFFF")])
    func focusedButtonDrawsTheTokenRing(theme: ThemeCase, outer: String, inset: String) throws {
        func rings(_ state: State) throws -> [(CGRect, String, Double)] {
            try Self.list(Self.button(.strong, state), theme).items.compactMap { item in
                guard case .stroke(let path, let paint, let style) = item else { return nil }
                let b = path.bounds
                let h = style.lineWidth / 2
                let outerBounds = CGRect(
                    x: b.minX - h, y: b.minY - h, width: b.size.width + 2 * h, height: b.size.height + 2 * h)
                return (outerBounds, paint.description, style.lineWidth)
            }
        }
        #expect(try rings(.hover).isEmpty)
        let focused = try rings(.focused)
        let button = try Self.list(Self.button(.strong, .enabled), theme).size
        #expect(focused.map(\.1) == [outer, inset])
        #expect(focused.map(\.2) == [5, 2])
        for (bounds, _, width) in focused {
            #expect(abs(bounds.minX + width) < 0.01 && abs(bounds.width - (button.width + 2 * width)) < 0.01)
        }
    }
}

/// The small size, the loading progress and the localized initialisers of OUDS iOS 3.
@MainActor
@Suite("OUDS: button sizes and spellings")
struct ButtonSizeTests {
    static func list<V: View>(_ view: V, _ theme: ThemeCase) throws -> DisplayList {
        try ButtonLinkDividerTests.list(view, theme: theme.make())
    }

    /// Small: 40 pt high (Orange Compact 36), 10 pt above and below one line of `labelStrongMedium`,
    /// 24 pt (Compact 20) at the sides of a text-only button, and a 16 pt loader.
    @Test(arguments: ThemeCase.allCases)
    func smallButtonTakesTheSmallTokens(theme themeCase: ThemeCase) throws {
        let theme = themeCase.make()
        let compact = themeCase == .orangeCompact
        let small = try Self.list(OUDSButton(text: "Label", appearance: .strong, size: .small) {}, themeCase)
        #expect(small.size.height == (compact ? 36 : 40))
        let text = try #require(textItems(small).first)
        #expect(abs(text.layout.size.height - theme.fonts.labelStrongMedium.compact.lineHeight) < 0.01)
        // The label between the text-only side paddings.
        #expect(abs(small.size.width - (text.layout.size.width + 2 * (compact ? 20 : 24))) < 0.5)
        let loading = try Self.list(
            OUDSButton(text: "Label", appearance: .strong, style: .loading, size: .small) {}, themeCase)
        let ring = try #require(
            loading.items.compactMap { if case .stroke(let p, _, _) = $0 { p.bounds.size.width } else { nil } }.first)
        #expect(abs(ring - 16) < 0.01)
        let icon = try Self.list(
            OUDSButton(image: OUDSImage(asset: Image(systemName: "plus"), accessibilityLabel: "Add"), size: .small) {},
            themeCase)
        #expect(icon.size == CGSize(width: compact ? 36 : 40, height: compact ? 36 : 40))
    }

    /// `.loading(progress:)`: an arc from twelve o'clock over that fraction of the circle, and the
    /// percentage as the accessibility value; `.loading` stays the spinner.
    @Test func loadingProgressDrawsItsFraction() throws {
        let half = try Self.list(
            OUDSButton(text: "Label", appearance: .strong, style: .loading(progress: 0.5)) {}, .orange)
        let path = try #require(half.items.compactMap { if case .stroke(let p, _, _) = $0 { p } else { nil } }.first)
        // Half a 20 pt circle from three o'clock (the lower half, 20 wide and 10 high), turned a
        // quarter back so that it starts at twelve.
        #expect(abs(path.bounds.size.width - 20) < 0.01 && abs(path.bounds.size.height - 10) < 0.01)
        #expect(half.items.contains { if case .pushTransform = $0 { true } else { false } })
        let values = half.items.compactMap { if case .accessibility(let r) = $0 { r.value } else { nil } }
        #expect(values.contains("50%"))
        #expect(OUDSButton.Style.loading == OUDSButton.Style.loading(progress: nil))
        #expect(OUDSButton.Style.loading != .default)
    }

    /// The localized initialisers look their key up; an icon-only button can take the image's label.
    @Test func localizedInitialisersAndImageLabels() throws {
        let button = try Self.list(OUDSButton(LocalizedStringKey("Continue"), appearance: .strong) {}, .orange)
        #expect(textItems(button).map(\.string) == ["Continue"])
        let link = try Self.list(OUDSLink(LocalizedStringKey("More"), indicator: .next) {}, .orange)
        #expect(textItems(link).map(\.string) == ["More"])
        let tag = try Self.list(OUDSTag(LocalizedStringKey("New")), .orange)
        #expect(textItems(tag).map(\.string) == ["New"])
        let badge = try Self.list(OUDSBadgeCount(3, accessibilityLabel: LocalizedStringKey("Unread")), .orange)
        #expect(badge.items.contains { if case .accessibility(let r) = $0 { r.label == "Unread" } else { false } })
        let icon = try Self.list(
            OUDSButton(image: OUDSImage(asset: Image(systemName: "plus"), accessibilityLabel: "Add")) {}, .orange)
        #expect(icon.items.contains { if case .accessibility(let r) = $0 { r.label == "Add" } else { false } })
    }
}
