import OUDSSwiftUI
import OUDSTestAssets
import Raster
import Testing

// `OUDSAlertMessage` against `ouds-components.md` §1.1–1.3: colours per status and theme (the §1.2
// table for Orange, the §2.11 reference table for the others), geometry (paddings, icon, gaps,
// close button, minimum sizes) and the corner radius with and without the rounded tuning, read
// from display lists.

/// The statuses with the names the tables use.
private let statuses: [(name: String, status: OUDSAlertStatus)] = [
    ("Neutral", .neutral()), ("Accent", .accent()), ("Positive", .positive), ("Info", .info),
    ("Warning", .warning), ("Negative", .negative),
]

/// The fills of `list`: their paths and paints.
@MainActor private func fills(_ list: DisplayList) -> [(path: Raster.Path, rect: CGRect, paint: String)] {
    list.items.compactMap {
        guard case .fill(let path, let paint, _) = $0 else { return nil }
        let b = path.bounds
        return (path, CGRect(x: b.minX, y: b.minY, width: b.width, height: b.height), paint.description)
    }
}

/// The strokes of `list`: their bounds, paints and widths.
@MainActor private func strokes(_ list: DisplayList) -> [(rect: CGRect, paint: String, width: Double)] {
    list.items.compactMap {
        guard case .stroke(let path, let paint, let style) = $0 else { return nil }
        let b = path.bounds
        return (CGRect(x: b.minX, y: b.minY, width: b.width, height: b.height), paint.description, style.lineWidth)
    }
}

/// The top-left corner radius of a rounded-rectangle path (0 for a plain rectangle).
private func cornerRadius(_ path: Raster.Path) -> CGFloat {
    guard case .move(let start)? = path.elements.first else { return -1 }
    return CGFloat(start.x - path.bounds.minX)
}

/// The origins of the text items of `list`, with their strings.
@MainActor private func textOrigins(_ list: DisplayList) -> [(string: String, origin: CGPoint)] {
    list.items.compactMap { if case .text(_, let o, _, let s) = $0 { (s, CGPoint(x: o.x, y: o.y)) } else { nil } }
}

/// `view` in `theme` (its tuning replaced by `rounded` when given), `width` wide.
@MainActor private func render<V: View>(
    _ theme: OUDSTheme, scheme: ColorScheme = .light, width: CGFloat = 360, rounded: Bool? = nil, _ view: V
) throws -> DisplayList {
    var t = theme
    if let rounded {
        var tuning = theme.tuning
        tuning.hasRoundedAlertMessages = rounded
        t = OUDSTheme(
            name: theme.name, semanticTokens: theme.semanticTokens, componentTokens: theme.componentTokens,
            tuning: tuning, fontPostScriptNames: theme.fontPostScriptNames)
    }
    return try displayList(OUDSThemeableView(theme: t) { view }, scheme, width: width)
}

private func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 0.01) -> Bool { abs(a - b) <= tolerance }

@MainActor
@Suite("OUDS: alert message")
struct AlertMessageTests {
    init() { OUDSTestAssets.register() }

    /// Orange (§1.2): background, text and icon colours per status, light and dark.
    @Test(
        arguments: [
            ("neutral", OUDSAlertStatus.neutral(), "#0000000A", "#FFFFFF14", "#000000", "#EEEEEE", nil, nil),
            ("accent", .accent(), "#BD793C14", "#685D5066", "#000000", "#EEEEEE", nil, nil),
            ("positive", .positive, "#3DE35A1F", "#0E621DA3", "#000000", "#EEEEEE", "#138126", "#94F0A4"),
            ("info", .info, "#26B2FF14", "#00598A85", "#000000", "#EEEEEE", "#0073B2", "#8AD5FF"),
            ("warning", .warning, "#FFD00029", "#6651007A", "#000000", "#EEEEEE", "#FFD000", "#FFE270"),
            ("negative", .negative, "#DB000214", "#DB000252", "#000000", "#EEEEEE", "#DB0002", "#FF8081"),
        ] as [(String, OUDSAlertStatus, String, String, String, String, String?, String?)])
    func orangeColoursPerStatus(
        name: String, status: OUDSAlertStatus, bgLight: String, bgDark: String, textLight: String,
        textDark: String, iconLight: String?, iconDark: String?
    ) throws {
        for (scheme, bg, text, icon) in [
            (ColorScheme.light, bgLight, textLight, iconLight), (.dark, bgDark, textDark, iconDark),
        ] {
            let list = try render(
                OrangeTheme(), scheme: scheme,
                OUDSAlertMessage(label: "Label", status: status, description: "Description", bulletList: ["Item"]))
            let paints = fills(list).map(\.paint)
            #expect(paints.first == bg, "\(name) \(scheme) background")
            #expect(textItems(list).map(\.paint) == [text, text, text], "\(name) \(scheme) texts")
            // The icon (tinted glyph) follows the background; the bullet is the text colour.
            if let icon {
                #expect(paints.dropFirst().first == icon, "\(name) \(scheme) icon")
            } else {
                #expect(Array(paints.dropFirst()) == [text], "\(name) \(scheme): no icon, only the bullet")
            }
        }
    }

    /// Every theme: the background is the muted status surface and the texts the matching
    /// `contentOnStatus…Muted` (neutral: `surfaceSecondary` / `contentDefault`), light and dark.
    @Test(arguments: ThemeCase.allCases, ColorScheme.allCases)
    func backgroundAndTextFollowTheReferenceTable(theme: ThemeCase, scheme: ColorScheme) throws {
        let t = theme.make()
        for (name, status) in statuses {
            let list = try render(
                t, scheme: scheme, OUDSAlertMessage(label: "Label", status: status, description: "Text"))
            let bgToken = name == "Neutral" ? "surfaceSecondary" : "surfaceStatus\(name)Muted"
            let textToken = name == "Neutral" ? "contentDefault" : "contentOnStatus\(name)Muted"
            #expect(fills(list).first?.paint == (try referenceHex(bgToken, theme, scheme)), "\(name)")
            let text = try referenceHex(textToken, theme, scheme)
            #expect(textItems(list).map(\.paint) == [text, text], "\(name)")
        }
    }

    /// Only Wireframe draws a border: 1 pt in the status border colour (neutral `borderDefault`).
    @Test(arguments: ThemeCase.allCases, ColorScheme.allCases)
    func borderOnlyOnWireframe(theme: ThemeCase, scheme: ColorScheme) throws {
        for (name, status) in statuses {
            let list = try render(theme.make(), scheme: scheme, OUDSAlertMessage(label: "Label", status: status))
            let borders = strokes(list)
            if theme == .wireframe {
                let token = name == "Neutral" ? "borderDefault" : "borderStatus\(name)"
                #expect(borders.map(\.paint) == [try referenceHex(token, theme, scheme)], "\(name)")
                #expect(borders.map(\.width) == [1], "\(name)")
            } else {
                #expect(borders.isEmpty, "\(name)")
            }
        }
    }

    /// The label-only alert: leading padding, icon size and its top padding, the column gap, the
    /// vertical padding and the minimum height, per theme (Orange Compact one step smaller).
    @Test(
        arguments: [
            (ThemeCase.orange, 16, 24, 12, 12, 48), (.orangeCompact, 12, 20, 10, 10, 48), (.sosh, 16, 24, 12, 12, 48),
            (.wireframe, 16, 24, 12, 12, 48),
        ] as [(ThemeCase, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat)])
    func labelOnlyGeometry(
        theme: ThemeCase, paddingInline: CGFloat, icon: CGFloat, gap: CGFloat, paddingBlock: CGFloat,
        minHeight: CGFloat
    ) throws {
        let t = theme.make()
        let list = try render(t, width: 360, OUDSAlertMessage(label: "Label", status: .info))
        let all = fills(list)
        let background = try #require(all.first).rect
        let glyph = try #require(all.dropFirst().first).rect
        // The info glyph is a circle inset in its box (§10: 19.2 of 24), centred on the icon box; a
        // row shorter than the minimum height is centred in it (OUDS iOS's `.leading` frame alignment).
        let lineHeight = t.fonts.labelModerateLarge.compact.lineHeight
        let slack = max(0, background.height - (paddingBlock * 2 + lineHeight)) / 2
        let iconBox = CGRect(
            x: background.minX + paddingInline, y: background.minY + slack + paddingBlock, width: icon, height: icon)
        #expect(close(glyph.midX, iconBox.midX, 0.05) && close(glyph.midY, iconBox.midY, 0.05))
        #expect(glyph.width <= icon + 0.01 && glyph.width >= icon * 0.75)
        let label = try #require(textOrigins(list).first).origin
        #expect(close(label.x - background.minX, paddingInline + icon + gap, 0.5))
        #expect(close(background.height, max(minHeight, paddingBlock * 2 + lineHeight)))
        #expect(close(t.alert.sizeMinHeight, minHeight))
    }

    /// A neutral or accent alert without an image starts its label at the leading padding.
    @Test(arguments: ThemeCase.allCases)
    func noIconWithoutImage(theme: ThemeCase) throws {
        let t = theme.make()
        for status in [OUDSAlertStatus.neutral(), .accent()] {
            let list = try render(t, OUDSAlertMessage(label: "Label", status: status))
            let background = try #require(fills(list).first).rect
            #expect(fills(list).count == 1)
            let label = try #require(textOrigins(list).first).origin
            #expect(close(label.x - background.minX, t.alert.spacePaddingInline, 0.5))
        }
        let icon = try render(
            t, OUDSAlertMessage(label: "Label", status: .neutral(image: OUDSImage(asset: Image("ic")))))
        let background = try #require(fills(icon).first).rect
        let label = try #require(textOrigins(icon).first).origin
        #expect(
            close(
                label.x - background.minX, t.alert.spacePaddingInline + t.alert.sizeAsset + t.alert.spaceColumnGap, 0.5)
        )
    }

    /// The close button is the 48 pt minimal button flush with the trailing edge (no trailing padding);
    /// without it the trailing padding is 16 (the label's frame ends there).
    @Test(arguments: ThemeCase.allCases)
    func closeButtonSitsAtTheTrailingEdge(theme: ThemeCase) throws {
        let t = theme.make()
        let list = try render(t, width: 360, OUDSAlertMessage(label: "Label", onClose: {}))
        let all = fills(list)
        let background = try #require(all.first).rect
        let cross = try #require(all.last)
        #expect(cross.paint == hex(t.button.colorContentMinimal.enabled, .light))
        let button = t.button.sizeMinWidth
        #expect(close(cross.rect.midX, background.maxX - button / 2, 0.05))
        // A row shorter than the minimum height is centred in it (OUDS iOS's `.leading` frame alignment).
        #expect(close(cross.rect.midY, background.midY, 0.05))
        #expect(close(background.height, max(t.alert.sizeMinHeight, button)))
    }

    /// The description sits a row gap (4) under the label, the bullet list after the description's
    /// bottom padding (4) and a row gap, its text after the 20 pt marker box and the 8 pt gap.
    @Test(arguments: ThemeCase.allCases)
    func descriptionAndBulletGeometry(theme: ThemeCase) throws {
        let t = theme.make()
        let a = t.alert
        let list = try render(
            t,
            OUDSAlertMessage(label: "Label", status: .positive, description: "Description", bulletList: ["A", "", "B"]))
        let texts = textOrigins(list)
        #expect(texts.map(\.string) == ["Label", "Description", "A", "B"], "blank items are skipped")
        let label = texts[0].origin
        let labelHeight = t.fonts.labelModerateLarge.compact.lineHeight
        let bodyHeight = t.fonts.labelDefaultMedium.compact.lineHeight
        #expect(close(texts[1].origin.y - label.y, labelHeight + a.spaceRowGap, 0.5))
        #expect(close(texts[1].origin.x, label.x, 0.5))
        #expect(
            close(
                texts[2].origin.y - texts[1].origin.y, bodyHeight + a.spacePaddingBlockBottomContent + a.spaceRowGap,
                0.5))
        #expect(close(texts[2].origin.x - label.x, t.alertMessage.sizeBulletBox + t.bulletList.spaceColumnGap, 0.5))
        #expect(close(texts[3].origin.y - texts[2].origin.y, bodyHeight + t.alertMessage.spaceRowGapBullet, 0.5))
        // The bullet glyph is tinted like the texts and lies in the marker box's end.
        let bullet = try #require(fills(list).last).rect
        #expect(bullet.maxX <= label.x + t.alertMessage.sizeBulletBox + 0.01)
        #expect(bullet.minX >= label.x + t.alertMessage.sizeBulletBox - t.alertMessage.sizeBullet - 0.01)
    }

    /// A bottom link raises the minimum height (80; Orange Compact 84) and sits under the texts; a
    /// top-trailing link sits on the label's row, at the trailing padding.
    @Test(arguments: ThemeCase.allCases)
    func linkPositions(theme: ThemeCase) throws {
        let t = theme.make()
        let bottom = try render(t, OUDSAlertMessage(label: "Label", link: .init(text: "More") {}))
        #expect(t.alert.sizeMinHeightBottomAction == (theme == .orangeCompact ? 84 : 80))
        let background = try #require(fills(bottom).first).rect
        #expect(background.height >= t.alert.sizeMinHeightBottomAction - 0.01)
        let texts = textOrigins(bottom)
        #expect(texts.map(\.string) == ["Label", "More"])
        #expect(texts[1].origin.y > texts[0].origin.y + t.fonts.labelModerateLarge.compact.lineHeight)
        let trailing = try render(
            t, width: 360, OUDSAlertMessage(label: "Label", link: .init(text: "More", position: .topTrailing) {}))
        let row = textItems(trailing)
        let bg = try #require(fills(trailing).first).rect
        #expect(close(bg.height, t.alert.sizeMinHeight, 0.01) || bg.height > t.alert.sizeMinHeight)
        let link = try #require(textOrigins(trailing).last)
        #expect(link.string == "More")
        // The link's box (at least its minimum width, the text centred) ends at the trailing padding.
        let linkWidth = try #require(row.last).layout.size.width
        let box = max(linkWidth + 2 * t.link.spacePaddingInline, t.link.sizeMinWidth)
        #expect(close(link.origin.x + linkWidth / 2, bg.maxX - t.alert.spacePaddingInline - box / 2, 0.5))
    }

    /// Square corners by default (Sosh and Wireframe: 12), 12 with `hasRoundedAlertMessages`.
    @Test(
        arguments: [
            (ThemeCase.orange, 0, 12), (.orangeCompact, 0, 12), (.sosh, 12, 12), (.wireframe, 12, 12),
        ] as [(ThemeCase, CGFloat, CGFloat)])
    func cornerRadiusFollowsTheTuning(theme: ThemeCase, square: CGFloat, rounded: CGFloat) throws {
        let t = theme.make()
        let plain = try render(t, rounded: false, OUDSAlertMessage(label: "Label"))
        let round = try render(t, rounded: true, OUDSAlertMessage(label: "Label"))
        #expect(close(cornerRadius(try #require(fills(plain).first).path), square, 0.01))
        #expect(close(cornerRadius(try #require(fills(round).first).path), rounded, 0.01))
        // The theme's own tuning: only Wireframe rounds alert messages (and Sosh by its default radius).
        let own = try render(t, OUDSAlertMessage(label: "Label"))
        #expect(close(cornerRadius(try #require(fills(own).first).path), theme == .wireframe ? rounded : square, 0.01))
    }

    /// The minimum width is 160 (Orange Compact 144), the default status positive.
    @Test(arguments: ThemeCase.allCases)
    func minimumWidthAndDefaultStatus(theme: ThemeCase) throws {
        let t = theme.make()
        let list = try render(t, width: 100, OUDSAlertMessage(label: "A"))
        let all = fills(list)
        #expect(try #require(all.first).rect.width >= (theme == .orangeCompact ? 144 : 160) - 0.01)
        #expect(all.dropFirst().first?.paint == hex(t.colors.contentStatusPositive, .light))
    }

    /// The localized and rich forms show the same texts as the plain form; links in rich text are
    /// underlined, the rest is not.
    @Test func localizedAndRichForms() throws {
        var link = AttributedString("terms")
        link.link = URL(string: "https://example.com")
        let rich = AttributedString("Read the ") + link
        let list = try render(
            OrangeTheme(),
            VStack {
                OUDSAlertMessage(LocalizedStringKey("alert_label"), status: .info, description: rich)
                OUDSAlertMessage(label: "Label", bulletList: [rich])
            })
        #expect(textItems(list).map(\.string) == ["alert_label", "Read the terms", "Label", "Read the terms"])
        let runs = try #require(textItems(list).dropFirst().first).layout.lines.flatMap(\.runs)
        #expect(runs.contains { $0.attributes.underline })
        #expect(runs.contains { !$0.attributes.underline })
    }
}
