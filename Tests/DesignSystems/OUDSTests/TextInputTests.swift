import OUDSSwiftUI
import OUDSTestAssets
import Testing

/// `OUDSTextInput` and `OUDSPasswordInput` against `ouds-components.md` §3.1 and the text-input
/// tokens: background and border per state, style and status (Orange's published values, light and
/// dark), then the geometry of every theme read from display lists.
@MainActor
@Suite("OUDS: text input")
struct TextInputTests {
    init() { OUDSTestAssets.register() }

    static let width: CGFloat = 320

    static func list<V: View>(_ view: V, _ theme: ThemeCase = .orange, _ scheme: ColorScheme = .light) throws
        -> DisplayList
    {
        try displayList(OUDSThemeableView(theme: theme.make()) { view.frame(width: width) }, scheme)
    }

    /// The fills of `list` with their bounds.
    static func fills(_ list: DisplayList) -> [(rect: CGRect, paint: String)] { fillRects(list) }

    /// The field's background: the fill as wide as the field and at least as high as its minimum.
    static func background(_ list: DisplayList, minHeight: CGFloat) -> String? {
        fills(list).first { abs($0.rect.width - width) < 0.5 && $0.rect.height >= minHeight - 0.5 }?.paint
    }

    /// The bottom border: a full-width fill `height` high.
    static func bottomBorder(_ list: DisplayList, height: CGFloat) -> String? {
        fills(list).first { abs($0.rect.width - width) < 0.5 && abs($0.rect.height - height) < 0.01 }?.paint
    }

    struct StateCase: CustomTestStringConvertible, Sendable {
        let name: String
        let state: InteractionState
        let status: OUDSTextInput.Status
        let background: (light: String, dark: String)
        let border: (light: String, dark: String)
        let borderWidth: CGFloat
        var testDescription: String { name }
    }

    /// Orange, default style (`ouds-components.md` §3.1 and the colour table of `ouds-tokens.md`).
    nonisolated static let orangeStates: [StateCase] = [
        StateCase(
            name: "enabled", state: .idle, status: .enabled, background: ("#0000000A", "#FFFFFF0A"),
            border: ("#00000033", "#FFFFFF33"), borderWidth: 1),
        StateCase(
            name: "hover", state: .hover, status: .enabled, background: ("#00000014", "#FFFFFF14"),
            border: ("#000000AD", "#FFFFFFA3"), borderWidth: 1),
        StateCase(
            name: "focused", state: .focused, status: .enabled, background: ("#0000001F", "#FFFFFF1F"),
            border: ("#000000", "#EEEEEE"), borderWidth: 2),
        StateCase(
            name: "error", state: .idle, status: .error(message: "Wrong"), background: ("#DB000214", "#DB000252"),
            border: ("#DB0002", "#FF8081"), borderWidth: 1),
        StateCase(
            name: "error focused", state: .focused, status: .error(message: "Wrong"),
            background: ("#DB000214", "#DB000252"), border: ("#800001", "#FFE5E6"), borderWidth: 2),
    ]

    @Test(arguments: orangeStates)
    func orangeBackgroundAndBottomBorder(_ c: StateCase) throws {
        for (scheme, bg, border) in [
            (ColorScheme.light, c.background.light, c.border.light), (.dark, c.background.dark, c.border.dark),
        ] {
            let list = try Self.list(
                OUDSTextInput(label: "Label", text: .constant("Value"), status: c.status).interactionState(c.state),
                .orange, scheme)
            #expect(Self.background(list, minHeight: 60) == (try normalized(bg)), "\(c.name) \(scheme)")
            #expect(Self.bottomBorder(list, height: c.borderWidth) == (try normalized(border)), "\(c.name) \(scheme)")
        }
    }

    /// Every theme, light and dark: background and border per state and status are the semantic
    /// colours of the reference table (`ouds-tokens.md` §2.11).
    @Test(arguments: ThemeCase.allCases)
    func everyThemeMatchesTheReferenceTable(theme: ThemeCase) throws {
        let t = theme.make().textInput
        let cases: [(InteractionState, OUDSTextInput.Status, String, String, CGFloat)] = [
            (.idle, .enabled, "actionSupportEnabled", "borderDefault", t.borderWidthDefault),
            (.hover, .enabled, "actionSupportHover", "actionHover", t.borderWidthDefault),
            (.focused, .enabled, "actionSupportPressed", "borderEmphasized", t.borderWidthFocus),
            (.idle, .loading(), "actionSupportLoading", "borderEmphasized", t.borderWidthDefault),
            (.idle, .disabled, "actionSupportDisabled", "actionDisabled", t.borderWidthDefault),
            (.hover, .error(message: "x"), "surfaceStatusNegativeMuted", "actionNegativeHover", t.borderWidthDefault),
        ]
        for scheme in [ColorScheme.light, .dark] {
            for (state, status, bg, border, width) in cases {
                let list = try Self.list(
                    OUDSTextInput(label: "Label", text: .constant("Value"), status: status).interactionState(state),
                    theme, scheme)
                let name = "\(state) \(status) \(scheme)"
                #expect(
                    Self.background(list, minHeight: t.sizeMinHeight) == (try referenceHex(bg, theme, scheme)),
                    "\(name)")
                #expect(Self.bottomBorder(list, height: width) == (try referenceHex(border, theme, scheme)), "\(name)")
            }
        }
    }

    /// Outlined: no background (read-only: `actionSupportDisabled`, no border); default read-only:
    /// a full `borderMuted` border and no background.
    @Test(arguments: ThemeCase.allCases)
    func outlinedAndReadOnly(theme: ThemeCase) throws {
        let th = theme.make()
        let t = th.textInput
        let outlined = try Self.list(OUDSTextInput(label: "L", text: .constant("V"), isOutlined: true), theme)
        #expect(Self.background(outlined, minHeight: t.sizeMinHeight).map { $0.hasSuffix("00") } ?? true)
        #expect(Self.bottomBorder(outlined, height: t.borderWidthDefault) == nil)
        let outlinedReadOnly = try Self.list(
            OUDSTextInput(label: "L", text: .constant("V"), isOutlined: true, status: .readOnly), theme)
        #expect(
            Self.background(outlinedReadOnly, minHeight: t.sizeMinHeight)
                == hex(th.colors.actionSupportDisabled, .light))
        let readOnly = try Self.list(OUDSTextInput(label: "L", text: .constant("V"), status: .readOnly), theme)
        #expect(Self.bottomBorder(readOnly, height: t.borderWidthDefault) == nil)
        let strokes = readOnly.items.compactMap {
            if case .stroke(_, let paint, _) = $0 { paint.description } else { nil }
        }
        #expect(strokes == [hex(t.colorBorderReadOnly, .light)])
    }

    /// The label stands in the value's place (large) while the field is empty without placeholder
    /// and unfocused, and floats small above the value otherwise; text starts 16 pt in; the field is
    /// at least `sizeMinHeight` high; the helper text is 8 pt under it.
    @Test(arguments: ThemeCase.allCases)
    func labelPositionAndGeometry(theme: ThemeCase) throws {
        let th = theme.make()
        let t = th.textInput
        let empty = try Self.list(OUDSTextInput(label: "Label", text: .constant(""), helperText: "Help"), theme)
        let emptyTexts = textItems(empty)
        #expect(emptyTexts.map(\.string) == ["Label", "Help"])
        let label = try #require(emptyTexts.first)
        #expect(abs(label.layout.size.height - th.fonts.labelDefaultLarge.compact.lineHeight) < 0.01)
        let origins = empty.items.compactMap { if case .text(_, let o, _, _) = $0 { o } else { nil } }
        #expect(abs(origins[0].x - t.spacePaddingInline) < 0.01)
        #expect(abs(origins[1].y - (t.sizeMinHeight + t.spacePaddingBlockTopHelperText)) < 0.5)

        for (name, view) in [
            ("filled", OUDSTextInput(label: "Label", text: .constant("Value"))),
            ("placeholder", OUDSTextInput(label: "Label", text: .constant(""), placeholder: "Hint")),
        ] {
            let list = try Self.list(view, theme)
            let texts = textItems(list)
            #expect(texts.count == 2, "\(name)")
            #expect(abs(texts[0].layout.size.height - th.fonts.labelDefaultSmall.compact.lineHeight) < 0.01, "\(name)")
            let y = list.items.compactMap { if case .text(_, let o, _, _) = $0 { o.y } else { nil } }
            #expect(y[0] < y[1], "\(name): label above the value")
        }
        let focused = try Self.list(
            OUDSTextInput(label: "Label", text: .constant("")).interactionState(.focused), theme)
        let focusedLabel = try #require(textItems(focused).first)
        #expect(abs(focusedLabel.layout.size.height - th.fonts.labelDefaultSmall.compact.lineHeight) < 0.01)
    }

    /// Prefix and suffix show only with a placeholder, and then when it is not empty, the field is
    /// focused or there is a value (OUDS iOS's rule).
    @Test func prefixAndSuffixVisibility() throws {
        func shows(_ input: OUDSTextInput, _ state: InteractionState = .idle) throws -> Bool {
            textItems(try Self.list(input.interactionState(state))).contains { $0.string == "km" }
        }
        #expect(try !shows(OUDSTextInput(label: "D", text: .constant(""), prefix: "≈", suffix: "km")))
        #expect(try !shows(OUDSTextInput(label: "D", text: .constant("4"), prefix: "≈", suffix: "km")))
        #expect(try shows(OUDSTextInput(label: "D", text: .constant(""), placeholder: "0", suffix: "km")))
        #expect(try !shows(OUDSTextInput(label: "D", text: .constant(""), placeholder: "", suffix: "km")))
        #expect(try shows(OUDSTextInput(label: "D", text: .constant(""), placeholder: "", suffix: "km"), .focused))
        #expect(try shows(OUDSTextInput(label: "D", text: .constant("4"), placeholder: "", suffix: "km")))
    }

    /// A trailing asterisk is bold in the negative content colour; the rest keeps the label colour.
    @Test(arguments: ThemeCase.allCases)
    func mandatoryAsterisk(theme: ThemeCase) throws {
        let th = theme.make()
        let list = try Self.list(OUDSTextInput(label: "Email *", text: .constant("")), theme)
        let label = try #require(textItems(list).first)
        let runs = label.layout.lines.flatMap(\.runs)
        let last = try #require(runs.last)
        let c = try #require(last.attributes.color)
        #expect(
            hex(Color(red: c.red, green: c.green, blue: c.blue, opacity: c.alpha), .light)
                == hex(th.colors.contentStatusNegative, .light))
        #expect(runs.count >= 2)
        #expect(try list.accessibilityJSON().contains("Email, required"))
    }

    /// Error: the important icon in the negative colour and the message replacing the helper text;
    /// loading: the indicator replaces the trailing action; with a trailing element the end
    /// padding is 6 instead of 16.
    @Test func trailingElements() throws {
        let th = OrangeTheme()
        let action = OUDSTextInput.TrailingAction(image: OUDSImage(asset: Image("ic_cross")), actionHint: "Clear") {}
        let error = try Self.list(
            OUDSTextInput(label: "L", text: .constant("V"), helperText: "Help", status: .error(message: "Bad")))
        #expect(textItems(error).map(\.string) == ["L", "V", "Bad"])
        #expect(fillPaints(error).contains(hex(th.colors.actionNegativeEnabled, .light)))
        let withAction = try Self.list(OUDSTextInput(label: "L", text: .constant("V"), trailingAction: action))
        // The cross is drawn in the minimal button's content colour, inset 12 in its 48 pt box,
        // which ends 6 pt before the field's edge.
        let b = th.button
        let cross = try #require(Self.fills(withAction).last { $0.paint == hex(b.colorContentMinimal.enabled, .light) })
        let end = Self.width - th.textInput.spacePaddingInlineTrailingAction - b.spaceInsetIconOnly
        #expect(cross.rect.maxX <= end + 0.5 && cross.rect.minX >= end - b.sizeIconOnly - 0.5)
        #expect(try withAction.accessibilityJSON().contains("Clear"))
        let loading = try Self.list(
            OUDSTextInput(label: "L", text: .constant("V"), trailingAction: action, status: .loading()))
        #expect(try !loading.accessibilityJSON().contains("Clear"))
    }

    /// The password is masked with "●" while hidden and shown otherwise; assistive technologies hear
    /// its length, never its characters.
    @Test func passwordMasking() throws {
        let hidden = try Self.list(OUDSPasswordInput(label: "Password", password: .constant("abc")))
        #expect(textItems(hidden).map(\.string) == ["Password", "●●●"])
        let shown = try Self.list(
            OUDSPasswordInput(label: "Password", password: .constant("abc"), isHiddenPassword: .constant(false)))
        #expect(textItems(shown).map(\.string) == ["Password", "abc"])
        let json = try hidden.accessibilityJSON()
        #expect(json.contains("3 characters"))
        #expect(!json.contains("abc"))
        #expect(json.contains("Show password"))
    }

    /// `constrainedMaxWidth` caps the field at `sizeMaxWidth` (480); otherwise it takes the offer.
    @Test func constrainedMaxWidth() throws {
        let t = OrangeTheme().textInput
        let wide = try displayList(
            OUDSThemeableView(theme: OrangeTheme()) {
                OUDSTextInput(label: "L", text: .constant(""), constrainedMaxWidth: true).frame(width: 700)
            })
        let bg = try #require(Self.fills(wide).first { $0.rect.height >= t.sizeMinHeight - 0.5 })
        #expect(abs(bg.rect.width - t.sizeMaxWidth) < 0.5)
    }
}
