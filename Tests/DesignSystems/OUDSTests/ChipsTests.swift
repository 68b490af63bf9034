import OUDSSwiftUI
import OUDSTestAssets
import Raster
import Testing

@testable import OUDSComponents

// The chips and the chip picker against `ouds-components.md` §2 (geometry 2.1, border widths 2.2,
// colours 2.3, theme deltas 2.4, picker 2.5) and §0 (focus ring), read from display lists. The
// expected colours are token names resolved through the §2.11 reference table, not the theme code.

/// A chip state as the catalog draws it.
typealias ChipState = ComponentState

/// The drawing items of `list` in device space: fills, strokes and texts with their bounds.
@MainActor private func items(_ list: DisplayList) -> [(kind: String, bounds: CGRect, paint: String, width: Double)] {
    drawnItems(list).map { ($0.kind, $0.bounds, $0.paint, $0.width) }
}

/// The reference colour of `token` for `theme` in `scheme` (`ouds-tokens.md` §2.11).
private func reference(_ token: String, _ theme: ThemeCase, _ scheme: ColorScheme) throws -> String {
    let row = try #require(ReferenceColorTable.rows.first { $0.token == token }, "\(token)")
    let columns = theme.colorColumns
    return try normalized(row.cells[scheme == .light ? columns.light : columns.dark])
}

private func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 0.01) -> Bool { abs(a - b) <= tolerance }

/// The token tables of §2.3 and §2.4: what each part of a chip takes, per theme, selection and state.
private enum ChipTable {
    static func action(_ enabled: String, _ state: ChipState, focus: String = "actionFocus") -> String {
        switch state {
        case .enabled: enabled
        case .hover: "actionHover"
        case .pressed: "actionPressed"
        case .focus: focus
        case .disabled: "actionDisabled"
        }
    }

    static func onAction(_ state: ChipState) -> String {
        switch state {
        case .enabled: "contentOnActionEnabled"
        case .hover: "contentOnActionHover"
        case .pressed: "contentOnActionPressed"
        case .focus: "contentOnActionFocus"
        case .disabled: "contentOnActionDisabled"
        }
    }

    /// Whether a selected chip is filled (and has no border).
    static func isFilled(_ theme: ThemeCase) -> Bool { theme == .sosh || theme == .wireframe }

    /// Background of a selected chip, nil for transparent.
    static func background(_ theme: ThemeCase, selected: Bool, _ state: ChipState) -> String? {
        guard selected else { return nil }
        switch theme {
        case .orange, .orangeCompact: return nil
        case .sosh: return action("actionSelected", state)
        case .wireframe: return action("actionSelected", state, focus: "actionHover")
        }
    }

    /// Border colour, nil for none.
    static func border(_ theme: ThemeCase, selected: Bool, _ state: ChipState) -> String? {
        if selected { return isFilled(theme) ? nil : action("actionSelected", state) }
        switch theme {
        case .orange, .orangeCompact: return action("borderDefault", state)
        case .sosh: return action("borderEmphasized", state)
        case .wireframe: return action("actionEnabled", state)
        }
    }

    /// Label and icon colour.
    static func content(_ theme: ThemeCase, selected: Bool, _ state: ChipState) -> String {
        if selected && isFilled(theme) { return onAction(state) }
        return action(theme == .sosh ? "contentDefault" : "actionEnabled", state)
    }

    /// Tick colour (selected only).
    static func tick(_ theme: ThemeCase, _ state: ChipState) -> String {
        isFilled(theme) ? onAction(state) : action("actionSelected", state)
    }

    /// Border width (§2.2, §2.4).
    static func borderWidth(_ theme: ThemeCase, selected: Bool, _ state: ChipState) -> Double {
        let interacting = [.hover, .pressed, .focus].contains(state)
        if selected { return isFilled(theme) ? 0 : 2 }
        if theme == .wireframe { return interacting ? 3 : 2 }
        return interacting ? 2 : 1
    }
}

@MainActor
@Suite("OUDS: chips")
struct ChipsTests {
    init() { OUDSTestAssets.register() }

    static func list<V: View>(_ view: V, _ theme: ThemeCase, _ scheme: ColorScheme = .light, _ state: ChipState)
        throws -> DisplayList
    {
        let content = view.interactionState(state.interaction).disabled(state == .disabled)
        return try displayList(OUDSThemeableView(theme: theme.make()) { content }, scheme)
    }

    // MARK: Colours

    /// Label, tick, border and background of a filter chip, selected or not, in every state, theme
    /// and scheme, against the §2.3 / §2.4 tables; focus adds the §0 ring outside the chip.
    @Test(arguments: ThemeCase.allCases, ColorScheme.allCases)
    func filterChipColoursFollowTheTables(theme: ThemeCase, scheme: ColorScheme) throws {
        for selected in [false, true] {
            for state in ChipState.allCases {
                let name = "\(selected ? "selected" : "unselected") \(state)"
                let all = items(
                    try Self.list(OUDSFilterChip(text: "Label", selected: selected) {}, theme, scheme, state))
                let text = try #require(all.first { $0.kind == "text" })
                #expect(
                    text.paint == (try reference(ChipTable.content(theme, selected: selected, state), theme, scheme)),
                    "\(name)")
                var strokes = all.filter { $0.kind == "stroke" }
                if state == .focus {
                    let ring = strokes.suffix(2).map(\.paint)
                    #expect(
                        ring == [
                            try reference("borderFocus", theme, scheme),
                            try reference("borderFocusInset", theme, scheme),
                        ], "\(name)")
                    strokes.removeLast(2)
                }
                if selected {
                    let tick = try #require(strokes.first, "\(name): no tick")
                    #expect(tick.paint == (try reference(ChipTable.tick(theme, state), theme, scheme)), "\(name)")
                    strokes.removeFirst()
                }
                if let border = ChipTable.border(theme, selected: selected, state) {
                    #expect(strokes.map(\.paint) == [try reference(border, theme, scheme)], "\(name)")
                    #expect(strokes.first?.width == ChipTable.borderWidth(theme, selected: selected, state), "\(name)")
                } else {
                    #expect(strokes.isEmpty, "\(name): a filled chip has no border")
                }
                let fills = all.filter { $0.kind == "fill" }.map(\.paint)
                if let background = ChipTable.background(theme, selected: selected, state) {
                    #expect(fills == [try reference(background, theme, scheme)], "\(name)")
                } else {
                    #expect(fills.isEmpty, "\(name): the background is transparent")
                }
            }
        }
    }

    /// A suggestion chip is never selected: the unselected colours and widths, no tick; its template
    /// icon takes the label's colour.
    @Test(arguments: ThemeCase.allCases, ChipState.allCases)
    func suggestionChipTakesTheUnselectedColours(theme: ThemeCase, state: ChipState) throws {
        let all = items(
            try Self.list(
                OUDSSuggestionChip(image: OUDSImage(asset: Image("ic")), text: "Label") {}, theme, .dark, state))
        let content = try reference(ChipTable.content(theme, selected: false, state), theme, .dark)
        #expect(all.filter { $0.kind == "text" }.map(\.paint) == [content])
        #expect(all.filter { $0.kind == "fill" }.map(\.paint) == [content], "the icon")
        let border = all.filter { $0.kind == "stroke" }.first
        #expect(
            border?.paint
                == (try reference(try #require(ChipTable.border(theme, selected: false, state)), theme, .dark)))
        #expect(border?.width == ChipTable.borderWidth(theme, selected: false, state))
        #expect(all.filter { $0.kind == "stroke" }.count == (state == .focus ? 3 : 1), "border (and ring), no tick")
    }

    /// A raw (`.original`) image keeps its own colours; a template one takes the content colour.
    @Test(arguments: ThemeCase.allCases)
    func rawImagesAreNotTinted(theme: ThemeCase) throws {
        let raw = OUDSImage(asset: Image("il_brand"), renderingMode: .original)
        for view in [
            AnyView(OUDSFilterChip(image: raw, text: "Brand") {}),
            AnyView(OUDSSuggestionChip(image: raw, accessibilityLabel: "Brand") {}),
        ] {
            let fills = items(try Self.list(view, theme, .light, .enabled)).filter { $0.kind == "fill" }.map(\.paint)
            let content = try reference(ChipTable.content(theme, selected: false, .enabled), theme, .light)
            #expect(!fills.isEmpty)
            #expect(!fills.contains(content), "\(fills)")
        }
    }

    // MARK: Geometry

    /// The visible chip: its border's bounds widened by half the border, or the filled background.
    private static func chipRect(_ all: [(kind: String, bounds: CGRect, paint: String, width: Double)]) throws -> CGRect
    {
        if let border = all.last(where: { $0.kind == "stroke" && $0.bounds.width > 40 && $0.width < 5 }) {
            return border.bounds.insetBy(dx: -border.width / 2, dy: -border.width / 2)
        }
        return try #require(all.first { $0.kind == "fill" && $0.bounds.width > 40 }).bounds
    }

    /// Heights (visible and touch area), minimum width, inline and block paddings, icon and tick
    /// sizes and the gaps between tick, icon and label (§2.1), for every layout.
    @Test(arguments: ThemeCase.allCases)
    func geometryFollowsTheTokens(theme: ThemeCase) throws {
        let compact = theme == .orangeCompact
        let (height, area, minWidth, textSide): (CGFloat, CGFloat, CGFloat, CGFloat) =
            compact ? (28, 40, 48, 12) : (32, 48, 52, 16)
        let (iconSide, gap, icon): (CGFloat, CGFloat, CGFloat) = (10, 6, 16)
        let t = theme.make()
        let label = t.fonts.labelModerateMedium.compact.lineHeight

        func measure<V: View>(_ view: V) throws -> (
            size: CGSize, chip: CGRect, text: CGRect?, icon: CGRect?, tick: CGRect?
        ) {
            let list = try Self.list(view, theme, .light, .enabled)
            let all = items(list)
            let tick = all.first { $0.kind == "stroke" && $0.bounds.width < icon }
            return (
                list.size, try Self.chipRect(all), all.first { $0.kind == "text" }?.bounds,
                all.first { $0.kind == "fill" && $0.bounds.width < icon }?.bounds, tick?.bounds
            )
        }
        let ic = OUDSImage(asset: Image("ic"))
        // "ic" is a circle of diameter 20 in a 24 box: its fill is 20/24 of the icon size.
        let iconFill = icon * 20 / 24

        // Text: 16 (compact 12) each side, label height + 2 × 6 (at least the minimum height).
        let text = try measure(OUDSSuggestionChip(text: "Label") {})
        let textFrame = try #require(text.text)
        #expect(close(text.size.height, area), "touch area \(text.size)")
        #expect(close(text.chip.height, max(height, label + 12)), "height \(text.chip)")
        #expect(close(text.chip.midY, area / 2), "centred in the touch area")
        #expect(close(textFrame.minX - text.chip.minX, textSide, 0.5))
        #expect(close(text.chip.maxX - textFrame.maxX, textSide, 1))
        #expect(text.chip.width >= minWidth)

        // Suggestion text and icon: [10 icon 6 label 16].
        let suggestion = try measure(OUDSSuggestionChip(image: ic, text: "Label") {})
        let sIcon = try #require(suggestion.icon)
        #expect(close(sIcon.width, iconFill, 0.05), "icon \(sIcon)")
        #expect(close(sIcon.midX - suggestion.chip.minX, iconSide + icon / 2, 0.05))
        #expect(close(try #require(suggestion.text).minX - suggestion.chip.minX, iconSide + icon + gap, 0.5))
        #expect(close(suggestion.chip.maxX - (try #require(suggestion.text).maxX), textSide, 1))

        // Filter text and icon: [16 label 6 icon 10].
        let filter = try measure(OUDSFilterChip(image: ic, text: "Label") {})
        let fIcon = try #require(filter.icon)
        #expect(close(filter.chip.maxX - fIcon.midX, iconSide + icon / 2, 0.05))
        #expect(close(try #require(filter.text).minX - filter.chip.minX, textSide, 0.5))

        // Icon only: 8 + 16 + 8 high, 10 + 16 + 10 wide at least the minimum width, icon centred.
        let iconOnly = try measure(OUDSFilterChip(image: ic, accessibilityLabel: "Label") {})
        let oIcon = try #require(iconOnly.icon)
        #expect(close(iconOnly.chip.height, max(height, 8 + icon + 8)))
        #expect(close(iconOnly.chip.width, max(minWidth, iconSide + icon + iconSide)))
        #expect(close(oIcon.midX, iconOnly.chip.midX, 0.05) && close(oIcon.midY, iconOnly.chip.midY, 0.05))
        #expect(iconOnly.text == nil)

        // Selected: [10 tick 6 label 16], the tick a 16 pt check mark stroked 2 pt (3 of 24).
        let selected = try measure(OUDSFilterChip(text: "Label", selected: true) {})
        let tick = try #require(selected.tick)
        let box = selected.chip.minX + iconSide
        #expect(close(tick.minX, box + 5.3 * icon / 24, 0.05) && close(tick.width, 13.4 * icon / 24, 0.05), "\(tick)")
        #expect(close(try #require(selected.text).minX - selected.chip.minX, iconSide + icon + gap, 0.5))
        let tickStroke = items(try Self.list(OUDSFilterChip(text: "L", selected: true) {}, theme, .light, .enabled))
            .first { $0.kind == "stroke" }
        #expect(tickStroke?.width == 2)
    }

    /// Corners: a pill, except Wireframe's 12 pt; read from the border path of an unselected chip
    /// (a pill's straight top edge is shorter than the chip by its height).
    @Test(arguments: [(ThemeCase.orange, true), (.orangeCompact, true), (.sosh, true), (.wireframe, false)])
    func cornerRadius(theme: ThemeCase, isPill: Bool) {
        let t = theme.make()
        #expect(t.chip.borderRadius == (isPill ? t.borders.radiusPill : 12))
        #expect(isPill == (t.chip.borderRadius >= t.chip.sizeMinHeight / 2))
    }

    /// An icon-only chip's icon scales with Dynamic Type; a text and icon chip's does not (§0).
    @Test func onlyIconOnlyChipsScaleTheirIcon() throws {
        func iconWidth<V: View>(_ view: V, _ size: DynamicTypeSize) throws -> CGFloat {
            var configuration = RenderConfiguration()
            configuration.dynamicTypeSize = size
            let list = try ViewRenderer.displayList(
                OUDSThemeableView(theme: OrangeTheme()) { view }, configuration: configuration)
            return try #require(items(list).first { $0.kind == "fill" }).bounds.width
        }
        let ic = OUDSImage(asset: Image("ic"))
        let only = OUDSSuggestionChip(image: ic, accessibilityLabel: "Label") {}
        let withText = OUDSSuggestionChip(image: ic, text: "Label") {}
        #expect(try iconWidth(only, .accessibility3) > iconWidth(only, .large) + 1)
        #expect(close(try iconWidth(withText, .accessibility3), try iconWidth(withText, .large)))
    }

    // MARK: Behaviour

    /// An empty text is a typed configuration error naming the chip.
    @Test func emptyTextIsAConfigurationError() {
        for (name, view) in [
            ("OUDSSuggestionChip", AnyView(OUDSSuggestionChip(text: "") {})),
            ("OUDSFilterChip", AnyView(OUDSFilterChip(text: "", selected: true) {})),
        ] {
            guard
                case .invalidConfiguration(let component, _)? = renderError(
                    OUDSThemeableView(theme: OrangeTheme()) { view })
            else {
                Issue.record("\(name): no configuration error")
                continue
            }
            #expect(component == name)
        }
    }

    /// VoiceOver: a button labelled with the text (or the icon's label), selected when selected.
    @Test func accessibilityLabelTraitsAndHint() throws {
        let list = try displayList(
            OUDSThemeableView(theme: OrangeTheme()) {
                VStack {
                    OUDSFilterChip(image: OUDSImage(asset: Image("ic")), accessibilityLabel: "Heart", selected: true) {}
                    OUDSSuggestionChip(text: "Label") {}
                }
            })
        let records = list.items.compactMap { if case .accessibility(let r) = $0, !r.isHidden { r } else { nil } }
        let labelled = records.filter { $0.label != nil }
        #expect(labelled.map(\.label) == ["Heart", "Label"])
        #expect(labelled.first?.traits.contains("selected") == true)
        #expect(labelled.allSatisfy { $0.traits.contains("button") })
        #expect(labelled.last?.traits.contains("selected") == false)
        #expect(labelled.first?.hint == "Activate to unselect")
    }

    // MARK: Chip picker

    private static let pickerChips: [OUDSChipPickerData<String>] = [
        .init(tag: "a", layout: .text(text: "A")), .init(tag: "b", layout: .text(text: "B")),
        .init(tag: "c", layout: .text(text: "C")),
    ]

    /// Each selection mode: what taps do to the selection (§2.5).
    @Test func selectionModes() {
        var optional: String? = "a"
        let singleOrNone = OUDSChipPicker(
            selection: Binding(get: { optional }, set: { optional = $0 }), chips: Self.pickerChips)
        singleOrNone.toggle("a")
        #expect(optional == nil, "tapping the selected chip unselects it")
        singleOrNone.toggle("b")
        #expect(optional == "b" && singleOrNone.isSelected("b") && !singleOrNone.isSelected("a"))

        var one = "a"
        let single = OUDSChipPicker(selection: Binding(get: { one }, set: { one = $0 }), chips: Self.pickerChips)
        single.toggle("a")
        #expect(one == "a", "tapping the selected chip keeps it")
        single.toggle("c")
        #expect(one == "c")

        var many = ["a"]
        let multiple = OUDSChipPicker(selections: Binding(get: { many }, set: { many = $0 }), chips: Self.pickerChips)
        multiple.toggle("b")
        multiple.toggle("a")
        #expect(many == ["b"])
        #expect(multiple.isSelected("b") && !multiple.isSelected("a"))
    }

    /// Title in `bodyStrongLarge`, 12 above the row, 12 padding around (or `itemsSpacing`), 8 between
    /// chips; the selected chips draw their tick; an empty title draws nothing.
    @Test(arguments: ThemeCase.allCases)
    func pickerLayout(theme: ThemeCase) throws {
        let t = theme.make()
        let list = try displayList(
            OUDSThemeableView(theme: t) {
                OUDSChipPicker(title: "Title", selections: .constant(["a", "c"]), chips: Self.pickerChips)
            })
        let texts = textItems(list)
        #expect(texts.map(\.string) == ["Title", "A", "B", "C"])
        #expect(close(texts[0].layout.size.height, t.fonts.bodyStrongLarge.compact.lineHeight))
        #expect(texts[0].paint == hex(t.colors.contentDefault, .light))
        let all = items(list)
        let title = try #require(all.first { $0.kind == "text" }).bounds
        #expect(close(title.minX, 12) && close(title.minY, 12))
        let borders = all.filter { $0.kind == "stroke" && $0.bounds.width > 30 }
            .map { $0.bounds.insetBy(dx: -$0.width / 2, dy: -$0.width / 2) }
        let chips = borders.isEmpty ? all.filter { $0.kind == "fill" }.map(\.bounds) : borders
        let ticks = all.filter { $0.kind == "stroke" && $0.bounds.width < 16 }
        #expect(ticks.count == 2, "A and C are selected")
        if !ChipTable.isFilled(theme) {
            try #require(chips.count == 3)
            #expect(close(chips[0].minX, 12))
            #expect(close(chips[1].minX - chips[0].maxX, 8, 0.5) && close(chips[2].minX - chips[1].maxX, 8, 0.5))
            // The row's touch area starts 12 below the title.
            let area = t.chip.sizeMinHeightInteractiveArea
            #expect(close(chips[0].midY, title.maxY + 12 + area / 2, 0.5))
            #expect(close(list.size.height, title.maxY + 12 + area + 12, 0.5))
        }
        let spaced = try displayList(
            OUDSThemeableView(theme: t) {
                OUDSChipPicker(title: "", selection: .constant("a"), chips: Self.pickerChips, itemsSpacing: 20)
            })
        #expect(textItems(spaced).map(\.string) == ["A", "B", "C"])
        #expect(
            close(
                try #require(items(spaced).first { $0.kind == "text" }).bounds.minY,
                20 + t.chip.sizeMinHeightInteractiveArea / 2 - t.fonts.labelModerateMedium.compact.lineHeight / 2, 0.5))
    }

    /// A picker narrower than its chips scrolls: the row is clipped to the picker's width, inside
    /// its padding, and the chips keep their size.
    @Test func narrowPickerClipsItsRow() throws {
        let list = try displayList(
            OUDSThemeableView(theme: OrangeTheme()) {
                OUDSChipPicker(
                    selection: .constant("a"),
                    chips: Self.pickerChips
                        + Self.pickerChips.map {
                            OUDSChipPickerData(tag: $0.tag + "2", layout: .text(text: "Long label"))
                        }
                )
                .frame(width: 150)
            })
        #expect(list.size.width == 150)
        let clip = try #require(
            list.items.compactMap { if case .pushClip(let path) = $0 { path.bounds } else { nil } }.first)
        #expect(close(clip.minX, 12) && close(clip.width, 150 - 24))
        let last = try #require(items(list).last { $0.kind == "stroke" })
        #expect(last.bounds.maxX > 150, "the last chip lies beyond the clip")
    }

    /// The `LocalizedStringKey` forms look their key up (here, with no table, the key itself).
    @Test func localizedFormsResolveTheirKeys() throws {
        let ic = OUDSImage(asset: Image("ic"))
        let list = try displayList(
            OUDSThemeableView(theme: OrangeTheme()) {
                VStack {
                    OUDSSuggestionChip(LocalizedStringKey("suggestion_key"), bundle: .main) {}
                    OUDSSuggestionChip(image: ic, LocalizedStringKey("suggestion_icon_key")) {}
                    OUDSFilterChip(LocalizedStringKey("filter_key"), tableName: nil, selected: true) {}
                    OUDSFilterChip(image: ic, accessibilityLabel: LocalizedStringKey("filter_a11y_key")) {}
                    OUDSChipPicker(
                        title: LocalizedStringKey("picker_key"), selections: .constant(["a"]), chips: Self.pickerChips)
                }
            })
        #expect(
            textItems(list).map(\.string) == [
                "suggestion_key", "suggestion_icon_key", "filter_key", "picker_key", "A", "B", "C",
            ])
        let labels = list.items.compactMap { if case .accessibility(let r) = $0 { r.label } else { nil } }
        #expect(labels.contains("filter_a11y_key"))
    }
}
