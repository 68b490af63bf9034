import OUDSSwiftUI
import OUDSTestAssets
import Raster
import Testing

// The controls (checkbox, radio, switch and their items) against `ouds-tokens.md` §5 (Checkbox /
// Radio, Switch, ControlItem) and §2.11 (colours), read from display lists.

/// Fills and strokes of `list`: bounds (strokes widened by half their width) and paint.
@MainActor private func shapes(_ list: DisplayList) -> [(bounds: CGRect, paint: String, isStroke: Bool)] {
    list.items.compactMap { item in
        switch item {
        case .fill(let path, let paint, _):
            let b = path.bounds
            return (CGRect(x: b.minX, y: b.minY, width: b.size.width, height: b.size.height), paint.description, false)
        case .stroke(let path, let paint, let style):
            let b = path.bounds
            let h = style.lineWidth / 2
            return (
                CGRect(x: b.minX - h, y: b.minY - h, width: b.size.width + 2 * h, height: b.size.height + 2 * h),
                paint.description, true
            )
        default:
            return nil
        }
    }
}

private func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 0.01) -> Bool { abs(a - b) <= tolerance }

/// Renders `view` in `theme` and `scheme`.
@MainActor private func list<V: View>(_ theme: ThemeCase, _ scheme: ColorScheme = .light, @ViewBuilder _ view: () -> V)
    throws
    -> DisplayList
{
    let content = view()
    return try displayList(OUDSThemeableView(theme: theme.make()) { content }, scheme)
}

@MainActor
@Suite("OUDS: controls")
struct ControlsTests {
    // MARK: Geometry

    @Test(arguments: ThemeCase.allCases)
    func checkboxBoxSitsInTheTouchArea(theme: ThemeCase) throws {
        let compact = theme == .orangeCompact
        // The box is the iconWithLabelLarge xs size, the area the minimum interactive area.
        let (box, area): (CGFloat, CGFloat) = compact ? (16, 40) : (20, 48)
        for isOn in [false, true] {
            let l = try list(theme) { OUDSCheckbox(isOn: .constant(isOn), accessibilityLabel: "Label") }
            #expect(l.size == CGSize(width: area, height: area))
            let outline = try #require(shapes(l).first)
            let inset = (area - box) / 2
            #expect(close(outline.bounds.minX, inset) && close(outline.bounds.minY, inset))
            #expect(close(outline.bounds.width, box) && close(outline.bounds.height, box))
        }
        let radio = try list(theme) { OUDSRadio(isOn: .constant(true), accessibilityLabel: "Label") }
        #expect(radio.size == CGSize(width: area, height: area))
        #expect(try close(#require(shapes(radio).first).bounds.width, box))
    }

    @Test(arguments: ThemeCase.allCases)
    func switchTrackAndCursors(theme: ThemeCase) throws {
        let compact = theme == .orangeCompact
        let track: CGSize = compact ? CGSize(width: 48, height: 28) : CGSize(width: 56, height: 32)
        let area: CGFloat = compact ? 40 : 48
        let cases: [(isOn: Bool, state: InteractionState, cursor: CGSize)] = [
            (true, .idle, compact ? CGSize(width: 20, height: 20) : CGSize(width: 24, height: 24)),
            (false, .idle, compact ? CGSize(width: 12, height: 12) : CGSize(width: 16, height: 16)),
            (true, .pressed, compact ? CGSize(width: 28, height: 20) : CGSize(width: 32, height: 24)),
            (false, .pressed, compact ? CGSize(width: 20, height: 12) : CGSize(width: 24, height: 16)),
        ]
        for c in cases {
            let l = try list(theme) {
                OUDSSwitch(isOn: .constant(c.isOn), accessibilityLabel: "Label").interactionState(c.state)
            }
            #expect(l.size == CGSize(width: track.width, height: area))
            let fills = shapes(l).filter { !$0.isStroke }
            let t = try #require(fills.first).bounds
            #expect(close(t.width, track.width) && close(t.height, track.height) && close(t.midY, area / 2))
            let cursor = try #require(fills.dropFirst().first).bounds
            #expect(close(cursor.width, c.cursor.width) && close(cursor.height, c.cursor.height))
            // On: the cursor 4 from the trailing end, in Orange Compact too (its one-step-smaller scale is not
            // used here); off: 8 from the leading end.
            if c.isOn { #expect(close(t.maxX - cursor.maxX, 4)) } else { #expect(close(cursor.minX - t.minX, 8)) }
        }
    }

    @Test(arguments: ThemeCase.allCases)
    func itemMinimumHeightPaddingsAndGap(theme: ThemeCase) throws {
        let t = theme.make()
        let l = try list(theme) { OUDSCheckboxItem("Label", isOn: .constant(true)) }
        #expect(l.size.height == 60)
        #expect(l.size.width >= 160)
        let text = try #require(textItems(l).first)
        let padding: CGFloat = theme == .orangeCompact ? 12 : 16
        let gap: CGFloat = theme == .orangeCompact ? 10 : 12
        #expect(close(text.layout.size.height, t.fonts.labelDefaultLarge.compact.lineHeight))
        #expect(
            try close(
                CGFloat(#require(l.items.compactMap { if case .text(_, let o, _, _) = $0 { o.x } else { nil } }.first)),
                padding + t.checkRadio.sizeSelector + gap))
        // Label and description: the paddings around both lines, at least the minimum height.
        let two = try list(theme) { OUDSRadioItem("Label", isOn: .constant(true), description: "Helper") }
        let block = t.controlItem.spacePaddingBlock
        #expect(
            two.size.height
                == max(
                    60,
                    2 * block + t.fonts.labelDefaultLarge.compact.lineHeight
                        + t.fonts.labelDefaultMedium.compact.lineHeight))
        #expect(theme == .orangeCompact ? two.size.height == 60 : two.size.height == 12 + 24 + 20 + 12)
        // The error text sits under the row.
        let error = try list(theme) {
            OUDSSwitchItem("Label", isOn: .constant(true), isError: true, errorText: "Message")
        }
        #expect(error.size.height > 60)
        #expect(textItems(error).map(\.string) == ["Label", "Message"])
    }

    @Test func constrainedMaxWidthCapsTheItem() throws {
        let wide = try displayList(
            OUDSThemeableView(theme: OrangeTheme()) {
                OUDSCheckboxItem("Label", isOn: .constant(true), constrainedMaxWidth: true)
            }, width: 800)
        #expect(wide.size.width == 800)  // the frame is centred in the offered width
        let free = try displayList(
            OUDSThemeableView(theme: OrangeTheme()) {
                OUDSCheckboxItem("Label", isOn: .constant(true), hasDivider: true)
            }, width: 800)
        let divider = try #require(shapes(free).last)
        #expect(close(divider.bounds.width, 800) && close(divider.bounds.height, 1))
        let capped = try displayList(
            OUDSThemeableView(theme: OrangeTheme()) {
                OUDSCheckboxItem("Label", isOn: .constant(true), hasDivider: true, constrainedMaxWidth: true)
            }, width: 800)
        #expect(try close(#require(shapes(capped).last).bounds.width, 480))
    }

    // MARK: Colours

    @Test(arguments: ThemeCase.allCases, ColorScheme.allCases)
    func checkboxColoursFollowTheStates(theme: ThemeCase, scheme: ColorScheme) throws {
        let cases: [(isOn: Bool, state: InteractionState?, isError: Bool, token: String)] = [
            (false, .idle, false, "actionEnabled"), (true, .idle, false, "actionSelected"),
            (true, .hover, false, "actionHover"),
            (false, .pressed, false, "actionPressed"), (true, .focused, false, "actionFocus"),
            (true, nil, false, "actionDisabled"),
            (true, .idle, true, "actionNegativeEnabled"), (false, .pressed, true, "actionNegativePressed"),
        ]
        for c in cases {
            let l = try list(theme, scheme) {
                let box = OUDSCheckbox(isOn: .constant(c.isOn), accessibilityLabel: "Label", isError: c.isError)
                if let state = c.state { box.interactionState(state) } else { box.disabled(true) }
            }
            // Without the focus ring (the last two strokes), checked in `focusedControlsDrawTheFocusRing`.
            let paints = Set(shapes(l).dropLast(c.state == .focused ? 2 : 0).map(\.paint))
            #expect(try paints == [referenceHex(c.token, theme, scheme)], "\(c)")
        }
    }

    @Test(arguments: ThemeCase.allCases, ColorScheme.allCases)
    func selectedSelectorsAreOutlinedOrFilled(theme: ThemeCase, scheme: ColorScheme) throws {
        // Orange: a 2 pt border with the tick inside; Sosh and Wireframe: filled, tick cut out (even-odd).
        let l = try list(theme, scheme) { OUDSRadio(isOn: .constant(true), accessibilityLabel: "Label") }
        let filled = theme == .sosh || theme == .wireframe
        #expect(shapes(l).count == (filled ? 1 : 2))
        #expect(shapes(l).contains { $0.isStroke } == !filled)
        let unselected = try list(theme, scheme) {
            OUDSRadio(isOn: .constant(false), accessibilityLabel: "Label").interactionState(.hover)
        }
        let strokes = unselected.items.compactMap {
            if case .stroke(_, _, let s) = $0 { CGFloat(s.lineWidth) } else { nil }
        }
        #expect(strokes.count == 1)
        #expect(strokes.allSatisfy { close($0, theme.make().checkRadio.borderWidthUnselectedInteraction) })
    }

    @Test(arguments: ThemeCase.allCases, ColorScheme.allCases)
    func switchColours(theme: ThemeCase, scheme: ColorScheme) throws {
        let on = try list(theme, scheme) { OUDSSwitch(isOn: .constant(true), accessibilityLabel: "Label") }
        let off = try list(theme, scheme) { OUDSSwitch(isOn: .constant(false), accessibilityLabel: "Label") }
        let disabled = try list(theme, scheme) {
            OUDSSwitch(isOn: .constant(true), accessibilityLabel: "Label").disabled(true)
        }
        let light = scheme == .light
        let selected: String =
            switch theme {
            case .orange, .orangeCompact: light ? "#17A02F" : "#1ECD3C"
            case .sosh: light ? "#0173C1" : "#5DBCFE"
            case .wireframe: try referenceHex("actionSelected", theme, scheme)
            }
        if theme != .sosh {  // Sosh: secondary repository colours, not in the reference table
            #expect(fillPaints(on).first == selected)
        }
        if theme == .orange || theme == .orangeCompact {
            #expect(fillPaints(off).first == (light ? "#00000070" : "#FFFFFFA3"))
            #expect(fillPaints(on).dropFirst().first == (light ? "#FFFFFF" : "#141414"))
            #expect(try fillPaints(on).last == referenceHex("contentDefault", theme, scheme))
        }
        #expect(try fillPaints(disabled).first == referenceHex("actionDisabled", theme, scheme))
    }

    @Test(arguments: ThemeCase.allCases, ColorScheme.allCases)
    func itemTextsAndBackgrounds(theme: ThemeCase, scheme: ColorScheme) throws {
        let t = try list(theme, scheme) { OUDSCheckboxItem("Label", isOn: .constant(true), description: "Helper") }
        #expect(
            try textItems(t).map(\.paint) == [
                referenceHex("contentDefault", theme, scheme), referenceHex("contentMuted", theme, scheme),
            ])
        let error = try list(theme, scheme) {
            OUDSCheckboxItem("Label", isOn: .constant(true), isError: true, errorText: "Message")
        }
        #expect(
            try textItems(error).map(\.paint) == [
                referenceHex("actionNegativeEnabled", theme, scheme),
                referenceHex("contentStatusNegative", theme, scheme),
            ])
        let disabled = try list(theme, scheme) { OUDSRadioItem("Label", isOn: .constant(true)).disabled(true) }
        #expect(try textItems(disabled).map(\.paint) == [referenceHex("actionDisabled", theme, scheme)])
        let pressed = try list(theme, scheme) {
            OUDSSwitchItem("Label", isOn: .constant(true)).interactionState(.pressed)
        }
        #expect(try fillPaints(pressed).first == referenceHex("actionSupportPressed", theme, scheme))
        #expect(try close(#require(shapes(pressed).first).bounds.height, 60))
    }

    // MARK: Forbidden combinations

    @Test func forbiddenCombinationsFailWithATypedError() throws {
        let theme = OrangeTheme()
        func check<V: View>(_ component: String, _ view: V) {
            let error = renderError(OUDSThemeableView(theme: theme) { view })
            guard case .invalidConfiguration(let name, let reason)? = error else {
                Issue.record("\(component): expected invalidConfiguration, got \(String(describing: error))")
                return
            }
            #expect(name == component)
            #expect(!reason.isEmpty)
        }
        let on = Binding.constant(true)
        check("OUDSCheckboxItem", OUDSCheckboxItem("Label", isOn: on, isError: true, isReadOnly: true))
        check(
            "OUDSCheckboxItem", OUDSCheckboxItem("Label", isOn: on, isError: true, errorText: "Message").disabled(true))
        check("OUDSCheckboxItem", OUDSCheckboxItem("Label", isOn: on, isReadOnly: true).disabled(true))
        check(
            "OUDSCheckboxItemIndeterminate",
            OUDSCheckboxItemIndeterminate(
                "Label", selection: .constant(.indeterminate), isError: true, isReadOnly: true))
        check("OUDSRadioItem", OUDSRadioItem("Label", isOn: on, isError: true).disabled(true))
        check("OUDSSwitchItem", OUDSSwitchItem("Label", isOn: on, isReadOnly: true).disabled(true))
        check("OUDSCheckbox", OUDSCheckbox(isOn: on, accessibilityLabel: "Label", isError: true, isReadOnly: true))
        check(
            "OUDSCheckboxIndeterminate",
            OUDSCheckboxIndeterminate(selection: .constant(.selected), accessibilityLabel: "Label", isError: true)
                .disabled(true))
        check("OUDSRadio", OUDSRadio(isOn: on, accessibilityLabel: "Label", isReadOnly: true).disabled(true))
        check("OUDSSwitch", OUDSSwitch(isOn: on, accessibilityLabel: "Label", isReadOnly: true).disabled(true))
        // Allowed combinations render.
        #expect(
            renderError(OUDSThemeableView(theme: theme) { OUDSCheckboxItem("Label", isOn: on, isError: true) }) == nil)
        #expect(
            renderError(OUDSThemeableView(theme: theme) { OUDSCheckboxItem("Label", isOn: on, isReadOnly: true) })
                == nil)
        #expect(
            renderError(OUDSThemeableView(theme: theme) { OUDSCheckboxItem("Label", isOn: on).disabled(true) }) == nil)
    }

    // MARK: Labels, images, accessibility

    @Test func labelsImagesAndAccessibility() throws {
        OUDSTestAssets.register()
        let theme = OrangeTheme()
        let localized = try displayList(
            OUDSThemeableView(theme: theme) {
                OUDSSwitchItem(LocalizedStringKey("wifi_setting"), bundle: .main, isOn: .constant(false))
            })
        #expect(textItems(localized).map(\.string) == ["wifi_setting"])
        let rich = try displayList(
            OUDSThemeableView(theme: theme) {
                OUDSRadioItem(
                    "Label", isOn: .constant(true), isError: true, errorText: AttributedString("Rich"),
                    helperText: AttributedString("Hidden"))
            })
        #expect(textItems(rich).map(\.string) == ["Label", "Rich"])
        let helper = try displayList(
            OUDSThemeableView(theme: theme) {
                OUDSCheckboxItem("Label", isOn: .constant(true), helperText: "Helper text")
            })
        #expect(textItems(helper).map(\.string) == ["Label", "Helper text"])
        // The image: trailing by default, leading when reversed; the switch is trailing by default.
        let image = OUDSImage(asset: Image(decorative: "il_brand"), renderingMode: .original)
        // `il_brand` is drawn untinted, in its own orange.
        func imageX(_ l: DisplayList) -> CGFloat? { shapes(l).first { $0.paint == "#FF7900" }?.bounds.minX }
        let checkbox = try displayList(
            OUDSThemeableView(theme: theme) { OUDSCheckboxItem("Label", isOn: .constant(true), image: image) })
        let reversed = try displayList(
            OUDSThemeableView(theme: theme) {
                OUDSCheckboxItem("Label", isOn: .constant(true), image: image, isReversed: true)
            })
        let switchItem = try displayList(
            OUDSThemeableView(theme: theme) { OUDSSwitchItem("Label", isOn: .constant(true), image: image) })
        #expect(try #require(imageX(checkbox)) > 60)
        // The illustration is inset 2 units in its 24-unit grid.
        #expect(try close(#require(imageX(reversed)), 16 + 28 * 2 / 24))
        #expect(try close(#require(imageX(switchItem)), 16 + 28 * 2 / 24))
        let record = checkbox.items.compactMap { if case .accessibility(let r) = $0 { r } else { nil } }.first
        #expect(record?.label == "Label" && record?.value == "selected" && record?.traits.contains("toggle") == true)
    }

    // MARK: Fidelity (OUDS iOS component tokens)

    /// The checkbox corner is the theme's default radius (Orange 0, Sosh 4), Wireframe's small one (3).
    @Test(arguments: [(ThemeCase.orange, CGFloat(0)), (.orangeCompact, 0), (.sosh, 4), (.wireframe, 3)])
    func checkboxCornerRadius(theme: ThemeCase, radius: CGFloat) {
        #expect(theme.make().checkRadio.borderRadiusCheckbox == radius)
    }

    /// Read-only: a light border (`actionReadOnlySecondary`) around a darker mark (`actionReadOnlyPrimary`).
    @Test(arguments: ColorScheme.allCases)
    func readOnlyBorderIsLighterThanTheMark(scheme: ColorScheme) throws {
        for (name, view) in [
            ("checkbox", AnyView(OUDSCheckbox(isOn: .constant(true), accessibilityLabel: "L", isReadOnly: true))),
            ("radio", AnyView(OUDSRadio(isOn: .constant(true), accessibilityLabel: "L", isReadOnly: true))),
        ] {
            let l = try list(.orange, scheme) { view }
            let border = try #require(shapes(l).first { $0.isStroke })
            let mark = try #require(shapes(l).first { !$0.isStroke })
            #expect(try border.paint == referenceHex("actionReadOnlySecondary", .orange, scheme), "\(name)")
            #expect(try mark.paint == referenceHex("actionReadOnlyPrimary", .orange, scheme), "\(name)")
        }
    }

    /// The switch: the tick fills the cursor's height, hides while pressed and is the read-only colour
    /// when read-only; the cursor is raised (a shadowed layer).
    @Test(arguments: ThemeCase.allCases)
    func switchTickAndRaisedCursor(theme: ThemeCase) throws {
        let t = theme.make().switch
        let on = try list(theme) { OUDSSwitch(isOn: .constant(true), accessibilityLabel: "L") }
        let fills = shapes(on).filter { !$0.isStroke }
        #expect(fills.count == 3)  // track, cursor, tick
        let tick = try #require(fills.last).bounds
        // The iOS asset scaled to fit the cursor: the OUDS Android golden's tick measures about
        // 11.3 × 8.7 pt in a 24 pt cursor.
        #expect(close(tick.width, t.sizeHeightCursorSelected * 11.3 / 24, 0.5))
        #expect(close(tick.height, t.sizeHeightCursorSelected * 8.7 / 24, 0.5))
        #expect(on.items.contains { if case .beginLayer(_, _, let shadow) = $0 { shadow != nil } else { false } })
        let pressed = try list(theme) {
            OUDSSwitch(isOn: .constant(true), accessibilityLabel: "L").interactionState(.pressed)
        }
        #expect(shapes(pressed).filter { !$0.isStroke }.count == 2)  // no tick
        let readOnly = try list(theme) { OUDSSwitch(isOn: .constant(true), accessibilityLabel: "L", isReadOnly: true) }
        #expect(
            try shapes(readOnly).filter { !$0.isStroke }.last?.paint
                == referenceHex("actionReadOnlyPrimary", theme, .light))
    }

    /// A selector beside a two-line label is centred on the text block (OUDS iOS centres unless a
    /// list asks for top alignment), not on the first line.
    @Test func selectorIsCentredOnATwoLineLabel() throws {
        let l = try displayList(
            OUDSThemeableView(theme: OrangeTheme()) {
                OUDSCheckboxItem("A label long enough to wrap", isOn: .constant(true))
            }, width: 220)
        let text = try #require(textItems(l).first)
        #expect(text.layout.lines.count == 2)
        let box = try #require(shapes(l).first { $0.isStroke }).bounds
        let origin = try #require(l.items.compactMap { if case .text(_, let o, _, _) = $0 { o } else { nil } }.first)
        #expect(close(box.midY, origin.y + CGFloat(text.layout.size.height) / 2, 0.5))
    }

    /// Focused controls draw the focus ring outside the selector's touch area (or the item, or the
    /// switch's track); hovered ones do not.
    @Test(arguments: ThemeCase.allCases)
    func focusedControlsDrawTheFocusRing(theme: ThemeCase) throws {
        let t = theme.make()
        for (name, view) in [
            ("checkbox", AnyView(OUDSCheckbox(isOn: .constant(true), accessibilityLabel: "L"))),
            ("radio", AnyView(OUDSRadio(isOn: .constant(true), accessibilityLabel: "L"))),
            ("switch", AnyView(OUDSSwitch(isOn: .constant(true), accessibilityLabel: "L"))),
            ("item", AnyView(OUDSCheckboxItem("Label", isOn: .constant(true)))),
        ] {
            func strokes(_ state: InteractionState) throws -> [String] {
                try shapes(list(theme) { view.interactionState(state) }).filter(\.isStroke).map(\.paint)
            }
            let ring = [hex(t.colors.borderFocus, .light), hex(t.colors.borderFocusInset, .light)]
            #expect(try strokes(.focused).suffix(2) == ring[...], "\(name)")
            #expect(try strokes(.focused).count == strokes(.hover).count + 2, "\(name)")
        }
    }
}
