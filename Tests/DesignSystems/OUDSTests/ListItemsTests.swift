import Foundation
import OUDSSwiftUI
import OUDSTestAssets
import Raster
import Testing

// The static and navigation list items against the `theme.listItem` values (`ouds-tokens.md` §5
// ControlItem where published, the derived ones of `ListItemComponentTokens` otherwise; written out here
// as numbers, not read from the theme), the §2.11 colour table (`referenceHex`), the research on OUDS
// iOS 3.0's layout and `ouds-components.md` §0 (focus ring) and §10 (chevron), read from display lists.

/// A list item state as the catalog draws it.
typealias ListItemState = ComponentState

private typealias Drawn = DrawnItem

@MainActor private func drawn(_ list: DisplayList) -> [Drawn] { drawnItems(list) }

private func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 0.05) -> Bool { abs(a - b) <= tolerance }

/// The list-item geometry of a theme, in pt: published ControlItem values (min heights 60 / 48, inline
/// padding 16, block padding 12 / 8, gap 12) and the derived asset sizes, with OrangeCompact's smaller
/// semantic spaces and icon sizes (§2.13), and the label large / medium line heights (§2.10).
private struct ListGeometry {
    let paddingInline: CGFloat
    let paddingBlock: CGFloat
    let paddingBlockSmall: CGFloat
    let gap: CGFloat
    let assetSmall: CGFloat
    let assetMedium: CGFloat
    let assetLarge: CGFloat
    let assetXlarge: CGFloat
    let labelLine: CGFloat
    let descriptionLine: CGFloat
    let minHeight: CGFloat = 60
    let minHeightSmall: CGFloat = 48

    init(_ theme: ThemeCase) {
        if theme == .orangeCompact {
            (paddingInline, paddingBlock, paddingBlockSmall, gap) = (12, 10, 8, 10)
            (assetSmall, assetMedium, assetLarge, assetXlarge) = (16, 20, 40, 56)
            (labelLine, descriptionLine) = (20, 16)
        } else {
            (paddingInline, paddingBlock, paddingBlockSmall, gap) = (16, 12, 8, 12)
            (assetSmall, assetMedium, assetLarge, assetXlarge) = (20, 24, 40, 56)
            (labelLine, descriptionLine) = (24, 20)
        }
    }
}

@MainActor
@Suite("OUDS: list items")
struct ListItemsTests {
    init() { OUDSTestAssets.register() }

    static let width: CGFloat = 320

    static func list<V: View>(
        _ view: V, _ theme: ThemeCase, _ scheme: ColorScheme = .light, _ state: ListItemState = .enabled,
        tuning: Tuning = .default
    ) throws -> DisplayList {
        let content = view.interactionState(state.interaction).disabled(state == .disabled)
        let t = theme.make()
        let tuned = OUDSTheme(
            name: t.name, semanticTokens: t.semanticTokens, componentTokens: t.componentTokens, tuning: tuning,
            fontPostScriptNames: t.fontPostScriptNames)
        return try displayList(OUDSThemeableView(theme: tuned) { content }, scheme, width: width)
    }

    /// A square template icon whose glyph spans 4…20 of its 24 grid (`ic_1`).
    static let square = OUDSListItemIcon(status: .neutral(asset: Image("ic_1")), description: "Square")

    // MARK: Geometry

    /// A one-line item: the full width, 60 high, the label at the inline padding, centred, and the
    /// 1 pt `borderMuted` divider along the bottom.
    @Test(arguments: ThemeCase.allCases)
    func oneLineItemGeometry(theme: ThemeCase) throws {
        let g = ListGeometry(theme)
        let l = try Self.list(OUDSStaticListItem(data: OUDSListItemData(label: "Label")), theme)
        #expect(l.size == CGSize(width: Self.width, height: g.minHeight))
        let all = drawn(l)
        let text = try #require(all.first { $0.kind == "text" })
        #expect(close(text.bounds.minX, g.paddingInline))
        #expect(close(text.bounds.minY, (g.minHeight - g.labelLine) / 2))
        let divider = try #require(all.first { $0.kind == "fill" })
        #expect(divider.paint == (try referenceHex("borderMuted", theme, .light)))
        #expect(close(divider.bounds.maxY, g.minHeight) && close(divider.bounds.height, 1))
        #expect(close(divider.bounds.width, Self.width))
    }

    /// A two-line item with a leading icon: the icon at the padding in a `sizeAssetMedium` box, the
    /// texts one gap after it, the height the paddings plus both lines (at least 60).
    @Test(arguments: ThemeCase.allCases)
    func twoLineItemWithIconGeometry(theme: ThemeCase) throws {
        let g = ListGeometry(theme)
        let l = try Self.list(
            OUDSStaticListItem(
                data: OUDSListItemData(label: "Label", description: "Description"), leading: .icon(Self.square)),
            theme)
        let height = max(g.minHeight, 2 * g.paddingBlock + g.labelLine + g.descriptionLine)
        #expect(close(l.size.height, height))
        let all = drawn(l)
        let icon = try #require(all.first { $0.kind == "fill" })
        #expect(close(icon.bounds.width, g.assetMedium * 16 / 24))
        #expect(close(icon.bounds.minX, g.paddingInline + g.assetMedium * 4 / 24))
        #expect(close(icon.bounds.midY, height / 2))
        let texts = all.filter { $0.kind == "text" }
        #expect(texts.map(\.string) == ["Label", "Description"])
        #expect(texts.allSatisfy { close($0.bounds.minX, g.paddingInline + g.assetMedium + g.gap) })
        #expect(close(texts[0].bounds.minY, (height - g.labelLine - g.descriptionLine) / 2))
    }

    /// A small item is 48 high with 8 pt block padding, its assets at `sizeAssetSmall`, and hides the
    /// overline and the extra label.
    @Test(arguments: ThemeCase.allCases)
    func smallItemGeometry(theme: ThemeCase) throws {
        let g = ListGeometry(theme)
        let item = OUDSStaticListItem(
            data: OUDSListItemData(label: "Label", overline: "Overline", extraLabel: "Extra"),
            leading: .icon(
                OUDSListItemIcon(status: .neutral(asset: Image("ic_1")), description: "Square", size: .large)))
        let l = try Self.list(item.oudsListItemSize(.small), theme)
        #expect(close(l.size.height, g.minHeightSmall))
        let all = drawn(l)
        #expect(all.filter { $0.kind == "text" }.map(\.string) == ["Label"])
        let icon = try #require(all.first { $0.kind == "fill" })
        #expect(close(icon.bounds.width, g.assetSmall * 16 / 24))
        let standard = drawn(try Self.list(item, theme))
        #expect(standard.filter { $0.kind == "text" }.map(\.string) == ["Overline", "Label", "Extra"])
        #expect(close(try #require(standard.first { $0.kind == "fill" }).bounds.width, g.assetLarge * 16 / 24))
    }

    /// The width each leading element takes: the texts start one gap after it.
    @Test(arguments: ThemeCase.allCases)
    func leadingElementSizes(theme: ThemeCase) throws {
        let g = ListGeometry(theme)
        let brand = Image("il_brand")
        let cases: [(String, OUDSListItemLeading, CGFloat)] = [
            ("icon medium", .icon(Self.square), g.assetMedium),
            (
                "icon large",
                .icon(OUDSListItemIcon(status: .info, description: "Info", size: .large)), g.assetLarge
            ),
            ("image medium", .image(OUDSListItemImage(asset: brand)), g.assetMedium),
            ("image extra large", .image(OUDSListItemImage(asset: brand, size: .extraLarge)), g.assetXlarge),
            (
                "image large 16:9", .image(OUDSListItemImage(asset: brand, size: .large, ratio: .widescreen)),
                g.assetLarge * 16 / 9
            ),
            ("avatar medium", .avatar(OUDSListItemAvatar(type: .initials("A"), size: .medium)), g.assetMedium),
            ("avatar large", .avatar(OUDSListItemAvatar(type: .icon, size: .large)), g.assetLarge),
            ("avatar extra large", .avatar(OUDSListItemAvatar(type: .icon, size: .extraLarge)), g.assetXlarge),
        ]
        for (name, leading, width) in cases {
            let all = drawn(
                try Self.list(OUDSStaticListItem(data: OUDSListItemData(label: "Label"), leading: leading), theme))
            let label = try #require(all.first { $0.kind == "text" && $0.string == "Label" }, "\(name)")
            // Text origins snap to whole points (the 16:9 image is 71.1 wide).
            #expect(close(label.bounds.minX, g.paddingInline + width + g.gap, 0.5), "\(name)")
        }
        // The avatar is a `surfaceInverseHigh` circle of its size.
        let avatar = drawn(
            try Self.list(
                OUDSStaticListItem(
                    data: OUDSListItemData(label: "Label"),
                    leading: .avatar(OUDSListItemAvatar(type: .icon, size: .extraLarge))), theme))
        let circle = try #require(avatar.first { $0.kind == "fill" })
        #expect(circle.paint == (try referenceHex("surfaceInverseHigh", theme, .light)))
        #expect(close(circle.bounds.width, g.assetXlarge) && close(circle.bounds.height, g.assetXlarge))
    }

    /// The next chevron: a stroke in a `sizeAssetSmall` box at the trailing padding, spanning 9…15 × 6…18
    /// of its 24 grid (about 9 × 14 with its 3-unit stroke, 2 on Wireframe), pointing right: its arms end
    /// left of its apex.
    @Test(arguments: ThemeCase.allCases)
    func nextChevronGeometry(theme: ThemeCase) throws {
        let g = ListGeometry(theme)
        let l = try Self.list(OUDSNavigationListItem(data: OUDSListItemData(label: "Label")), theme)
        #expect(close(l.size.height, g.minHeight))
        let chevron = try #require(drawn(l).first { $0.kind == "stroke" })
        let u = g.assetSmall / 24
        let box = Self.width - g.paddingInline - g.assetSmall
        #expect(close(chevron.bounds.minX, box + 9 * u) && close(chevron.bounds.maxX, box + 15 * u))
        #expect(
            close(chevron.bounds.minY, g.minHeight / 2 - 6 * u) && close(chevron.bounds.maxY, g.minHeight / 2 + 6 * u))
        #expect(close(chevron.width, (theme == .wireframe ? 2 : 3) * u))
        let end = try #require(chevron.path?.currentPoint)
        #expect(close(end.x, box + 9 * u), "the arms end on the left")
    }

    /// `.previous` draws the chevron, pointing left, at the leading padding, in place of the leading
    /// element; `.external` draws its glyph at the trailing end.
    @Test(arguments: ThemeCase.allCases)
    func previousAndExternalIndicators(theme: ThemeCase) throws {
        let g = ListGeometry(theme)
        let u = g.assetSmall / 24
        let previous = drawn(
            try Self.list(
                OUDSNavigationListItem(
                    data: OUDSListItemData(label: "Label"), indicatorType: .previous, leading: .icon(Self.square)),
                theme))
        #expect(
            previous.filter { $0.kind == "fill" && $0.paint == (try? referenceHex("contentDefault", theme, .light)) }
                .isEmpty)
        let chevron = try #require(previous.first { $0.kind == "stroke" })
        #expect(close(chevron.bounds.minX, g.paddingInline + 9 * u))
        #expect(close(try #require(chevron.path?.currentPoint).x, g.paddingInline + 15 * u), "pointing left")
        let label = try #require(previous.first { $0.kind == "text" })
        #expect(close(label.bounds.minX, g.paddingInline + g.assetSmall + g.gap))
        let external = drawn(
            try Self.list(
                OUDSNavigationListItem(data: OUDSListItemData(label: "Label"), indicatorType: .external), theme))
        let glyph = try #require(external.first { $0.kind == "stroke" })
        let box = Self.width - g.paddingInline - g.assetSmall
        #expect(close(glyph.bounds.minX, box + 5 * u) && close(glyph.bounds.maxX, box + 19 * u))
    }

    /// Right to left: the row is mirrored (the label ends at the right padding, the next chevron sits at
    /// the left padding) and the chevron points left.
    @Test(arguments: ThemeCase.allCases)
    func rightToLeftMirrorsTheRowAndTheChevron(theme: ThemeCase) throws {
        let g = ListGeometry(theme)
        let u = g.assetSmall / 24
        let item = OUDSNavigationListItem(data: OUDSListItemData(label: "Label"), leading: .icon(Self.square))
        let all = drawn(try Self.list(item.environment(\.layoutDirection, .rightToLeft), theme))
        let chevron = try #require(all.first { $0.kind == "stroke" })
        #expect(close(chevron.bounds.minX, g.paddingInline + 9 * u))
        #expect(close(try #require(chevron.path?.currentPoint).x, g.paddingInline + 15 * u), "pointing left")
        let icon = try #require(all.first { $0.kind == "fill" })
        #expect(close(icon.bounds.maxX, Self.width - g.paddingInline - g.assetMedium * 4 / 24))
        let label = try #require(all.first { $0.kind == "text" })
        #expect(close(label.bounds.maxX, Self.width - g.paddingInline - g.assetMedium - g.gap, 0.5))
    }

    // MARK: Colours

    /// A navigation item in every state, theme and scheme: background (`actionSupportHover`,
    /// `…Pressed`, `…Focus`; none when enabled or disabled), chevron (`contentBrandPrimary`, then the
    /// action colours), label (`contentDefault`, `contentDisabled` when disabled), divider and the
    /// focus ring (`borderFocus`, `borderFocusInset`) only when focused.
    @Test(arguments: ThemeCase.allCases, ColorScheme.allCases)
    func navigationItemColoursPerState(theme: ThemeCase, scheme: ColorScheme) throws {
        let chevronToken: [ListItemState: String] = [
            .enabled: "contentBrandPrimary", .hover: "actionHover", .pressed: "actionPressed", .focus: "actionFocus",
            .disabled: "actionDisabled",
        ]
        let backgroundToken: [ListItemState: String] = [
            .hover: "actionSupportHover", .pressed: "actionSupportPressed", .focus: "actionSupportFocus",
        ]
        for state in ListItemState.allCases {
            let all = drawn(
                try Self.list(
                    OUDSNavigationListItem(data: OUDSListItemData(label: "Label", description: "Description")), theme,
                    scheme, state))
            let texts = all.filter { $0.kind == "text" }.map(\.paint)
            let main = try referenceHex(state == .disabled ? "contentDisabled" : "contentDefault", theme, scheme)
            let muted = try referenceHex(state == .disabled ? "contentDisabled" : "contentMuted", theme, scheme)
            #expect(texts == [main, muted], "\(state)")
            var fills = [try referenceHex("borderMuted", theme, scheme)]
            if let token = backgroundToken[state] { fills.insert(try referenceHex(token, theme, scheme), at: 0) }
            #expect(all.filter { $0.kind == "fill" }.map(\.paint) == fills, "\(state)")
            var strokes = [try referenceHex(chevronToken[state]!, theme, scheme)]
            if state == .focus {
                strokes += [
                    try referenceHex("borderFocus", theme, scheme), try referenceHex("borderFocusInset", theme, scheme),
                ]
            }
            #expect(all.filter { $0.kind == "stroke" }.map(\.paint) == strokes, "\(state)")
        }
    }

    /// A static item ignores hover and press (no background), and greys its texts, icon and helper text
    /// when disabled (`contentDisabled`, `actionDisabled` for the icon and the helper text).
    @Test(arguments: ThemeCase.allCases, ColorScheme.allCases)
    func staticItemColours(theme: ThemeCase, scheme: ColorScheme) throws {
        let data = OUDSListItemData(
            label: "Label", description: "Description", overline: "Overline", extraLabel: "Extra",
            helperText: "Helper")
        for state in ListItemState.allCases {
            let disabled = state == .disabled
            let all = drawn(
                try Self.list(
                    OUDSStaticListItem(data: data, leading: .icon(Self.square), trailing: .text(.labelMuted("Value"))),
                    theme, scheme, state))
            let main = try referenceHex(disabled ? "contentDisabled" : "contentDefault", theme, scheme)
            let muted = try referenceHex(disabled ? "contentDisabled" : "contentMuted", theme, scheme)
            let helper = try referenceHex(disabled ? "actionDisabled" : "contentMuted", theme, scheme)
            #expect(
                all.filter { $0.kind == "text" }.map(\.paint) == [muted, main, main, muted, muted, helper], "\(state)")
            let icon = try referenceHex(disabled ? "actionDisabled" : "contentDefault", theme, scheme)
            #expect(
                all.filter { $0.kind == "fill" }.map(\.paint) == [
                    icon, try referenceHex("borderMuted", theme, scheme),
                ],
                "\(state)")
            #expect(all.filter { $0.kind == "stroke" }.isEmpty, "\(state): no focus ring on a static item")
        }
    }

    /// Status icons take their status colour (the warning two layers), `actionDisabled` when disabled.
    @Test(arguments: ThemeCase.allCases)
    func statusIconColours(theme: ThemeCase) throws {
        let cases: [(OUDSListItemIcon.IconStatus, String)] = [
            (.positive, "contentStatusPositive"), (.info, "contentStatusInfo"), (.negative, "contentStatusNegative"),
        ]
        for (status, token) in cases {
            let item = OUDSStaticListItem(
                data: OUDSListItemData(label: "L"), leading: .icon(OUDSListItemIcon(status: status, description: "S")))
            #expect(
                drawn(try Self.list(item, theme)).first { $0.kind == "fill" }?.paint
                    == (try referenceHex(token, theme, .light)))
            #expect(
                drawn(try Self.list(item, theme, .dark, .disabled)).first { $0.kind == "fill" }?.paint
                    == (try referenceHex("actionDisabled", theme, .dark)))
        }
    }

    /// Card styles: the standard card fills `actionSupportEnabled` (`…Disabled` when disabled) under its
    /// divider; the outlined card draws a `borderDefault` border (`borders.widthDefault`: 1, 2 on Sosh and
    /// Wireframe) that follows the state, none when enabled with `onlyOnInteraction`; a rounded card
    /// (`hasRoundedListItems`) drops the divider line for the raised elevation.
    @Test(arguments: ThemeCase.allCases, ColorScheme.allCases)
    func cardStyles(theme: ThemeCase, scheme: ColorScheme) throws {
        let item = OUDSStaticListItem(data: OUDSListItemData(label: "Label"))
        let divider = try referenceHex("borderMuted", theme, scheme)
        for (state, token) in [(ListItemState.enabled, "actionSupportEnabled"), (.disabled, "actionSupportDisabled")] {
            let fills = drawn(try Self.list(item.oudsListCardStyle(), theme, scheme, state)).filter {
                $0.kind == "fill"
            }
            #expect(fills.map(\.paint) == [try referenceHex(token, theme, scheme), divider], "\(state)")
        }
        let width: CGFloat = theme == .orange || theme == .orangeCompact ? 1 : 2
        let border: [ListItemState: String] = [
            .enabled: "borderDefault", .hover: "actionHover", .pressed: "actionPressed", .focus: "actionFocus",
            .disabled: "actionDisabled",
        ]
        for state in ListItemState.allCases {
            let nav = OUDSNavigationListItem(data: OUDSListItemData(label: "Label"))
            let all = drawn(try Self.list(nav.oudsListCardStyle(.outlined()), theme, scheme, state))
            #expect(all.filter { $0.kind == "fill" }.isEmpty, "\(state): outlined cards have no background or divider")
            let outline = try #require(all.filter { $0.kind == "stroke" }.dropFirst().first, "\(state)")
            #expect(outline.paint == (try referenceHex(border[state]!, theme, scheme)), "\(state)")
            #expect(close(outline.width, width), "\(state)")
            #expect(close(outline.bounds.width, Self.width - width), "\(state)")
        }
        let quiet = drawn(try Self.list(item.oudsListCardStyle(.outlined(onlyOnInteraction: true)), theme, scheme))
        #expect(quiet.isEmpty == false && quiet.allSatisfy { $0.kind == "text" })
        let rounded = drawn(
            try Self.list(item.oudsListCardStyle(), theme, scheme, tuning: Tuning(hasRoundedListItems: true)))
        #expect(
            rounded.filter { $0.kind == "fill" }.map(\.paint) == [
                try referenceHex("bgPrimary", theme, scheme), try referenceHex("actionSupportEnabled", theme, scheme),
            ], "the opaque raised shape under the background, no divider")
    }

    /// The plain item style: a divider by default, none with `divider: false`, a background with
    /// `background: true`.
    @Test func itemStyleOptions() throws {
        let item = OUDSStaticListItem(data: OUDSListItemData(label: "Label"))
        #expect(drawn(try Self.list(item.oudsListItemStyle(divider: false), .orange)).allSatisfy { $0.kind == "text" })
        let filled = drawn(try Self.list(item.oudsListItemStyle(divider: false, background: true), .orange))
        #expect(filled.filter { $0.kind == "fill" }.map(\.paint) == ["#0000000A"])
    }

    // MARK: API

    /// The localized form resolves its key (labelled `key:`), the custom label is read by VoiceOver, and
    /// a navigation item is a link whose label joins its texts.
    @Test func localizedLabelAndAccessibility() throws {
        let data = OUDSListItemData(key: "list_item_key", description: "Description")
        #expect(data.label.stringValue == "list_item_key")
        let custom = OUDSListItemData(label: Text("Custom"), accessibilityLabel: "Custom label")
        #expect(custom.label.stringValue == "Custom label")
        let l = try Self.list(
            OUDSNavigationListItem(
                data: OUDSListItemData(label: "Label", description: "Description", overline: "Over")),
            .orange)
        let records = l.items.compactMap { if case .accessibility(let r) = $0, !r.isHidden { r } else { nil } }
        let link = try #require(records.first { $0.traits.contains("link") })
        #expect(link.label == "Over, Label, Description")
    }

    /// A small item hides a custom leading view and the bottom slot; a standard one shows both.
    @Test func smallItemHidesCustomLeadingAndBottomSlot() throws {
        let item = OUDSStaticListItem(
            data: OUDSListItemData(label: "Label", bottomSlot: OUDSListItemData.Slot { Text("Bottom") }),
            leading: .custom { Text("Lead") })
        #expect(
            drawn(try Self.list(item, .orange)).filter { $0.kind == "text" }.map(\.string) == [
                "Lead", "Label", "Bottom",
            ])
        #expect(
            drawn(try Self.list(item.oudsListItemSize(.small), .orange)).filter { $0.kind == "text" }.map(\.string)
                == ["Label"])
    }
}

// The older OUDS iOS spellings (2.2's card and item styles, the first 3.0 `slot:` label and
// `OUDSListItemIcon(type:)`), deprecated here: compiled in a deprecated type so that they build
// without warnings and still run.
@available(*, deprecated, message: "Compiles the older OUDS iOS list item spellings")
struct LegacyListItemSnippets: View {
    var body: some View {
        VStack {
            OUDSStaticListItem(
                data: OUDSListItemData(label: "Card", slot: OUDSListItemData.Slot { Text("Slot") }),
                leading: .icon(OUDSListItemIcon(type: .info))
            )
            .oudsListCardStyle(hasDivider: false, hasBackground: true)
            OUDSStaticListItem(data: OUDSListItemData(label: "Outlined")).oudsListItemStyle(style: .outlined)
            OUDSStaticListItem(data: OUDSListItemData(label: "Standard"))
                .oudsListItemStyle(style: .standard(divider: false, background: true))
        }
    }
}

@MainActor
@Suite("OUDS: list item older spellings")
struct ListItemLegacySpellingTests {
    init() { OUDSTestAssets.register() }

    /// The older spellings map onto the 3.0 styles: a card with background and no divider, an outlined
    /// card (a border, no fill), a plain item with a background and no divider.
    @available(*, deprecated, message: "Renders the older OUDS iOS list item spellings")
    @Test func olderSpellingsStillRender() throws {
        let list = try displayList(OUDSThemeableView(theme: OrangeTheme()) { LegacyListItemSnippets() }, width: 320)
        #expect(textItems(list).map(\.string) == ["Card", "Slot", "Outlined", "Standard"])
        let support = try referenceHex("actionSupportEnabled", .orange, .light)
        let info = try referenceHex("contentStatusInfo", .orange, .light)
        #expect(fillPaints(list) == [support, info, support])
        let strokes = list.items.compactMap { if case .stroke(_, let p, _) = $0 { p.description } else { nil } }
        #expect(strokes == [try referenceHex("borderDefault", .orange, .light)])
    }
}

/// The OUDS iOS 2.2–2.3 spellings of the list items (`affordanceType:`, the `slot:` given to the
/// item, `isBoldLabel:`) draw exactly what their 3.0 spellings draw.
@MainActor
@Suite("OUDS: list item 2.x spellings")
struct ListItemTwoPointXSpellingTests {
    init() { OUDSTestAssets.register() }

    static func same<A: View, B: View>(_ old: A, _ new: B) throws -> Bool {
        let theme = OrangeTheme()
        let a = try displayList(OUDSThemeableView(theme: theme) { old }, width: 320)
        let b = try displayList(OUDSThemeableView(theme: theme) { new }, width: 320)
        return a.items.count > 2 && a.description == b.description
    }

    @available(*, deprecated, message: "Compares the OUDS iOS 2.x list item spellings")
    @Test func affordanceTypeIsTheIndicatorType() throws {
        let data = OUDSListItemData(label: "Back", isBoldLabel: true)
        #expect(
            try Self.same(
                OUDSNavigationListItem(data: data, affordanceType: OUDSNavigationListItemAffordanceType.previous),
                OUDSNavigationListItem(
                    data: OUDSListItemData(label: "Back", hasBoldLabel: true), indicatorType: .previous)))
        #expect(data.labelContent.stringValue == "Back")
    }

    @available(*, deprecated, message: "Compares the OUDS iOS 2.x list item spellings")
    @Test func slotGivenToTheItemIsTheTextSlot() throws {
        let data = OUDSListItemData(label: "Label", description: "Description")
        let withSlot = OUDSListItemData(
            label: "Label", description: "Description", textSlot: OUDSListItemData.Slot { Text("Slot") })
        #expect(
            try Self.same(
                OUDSNavigationListItem(data: data, slot: Text("Slot"), affordanceType: .external),
                OUDSNavigationListItem(data: withSlot, indicatorType: .external)))
        #expect(
            try Self.same(
                OUDSStaticListItem(data: data, slot: Text("Slot"), trailing: .text(.label("Value"))),
                OUDSStaticListItem(data: withSlot, trailing: .text(.label("Value")))))
        let list = try displayList(
            OUDSThemeableView(theme: OrangeTheme()) { OUDSStaticListItem(data: data, slot: Text("Slot")) }, width: 320)
        #expect(textItems(list).map(\.string) == ["Label", "Description", "Slot"])
    }
}
