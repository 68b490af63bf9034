import OUDSSwiftUI
import OUDSTestAssets
import Testing

// Badges, tags, input tags and progress indicators (seed 001, `ouds-tokens.md` §5,
// `ouds-components.md` §5 and §8), checked on their display lists in every theme, light and dark.

/// The fills of `list` with their bounds and paints.
@MainActor private func fills(_ list: DisplayList) -> [(rect: CGRect, paint: String)] { fillRects(list) }

/// The strokes of `list` with their path bounds, paints, widths and cap names.
@MainActor private func strokes(_ list: DisplayList) -> [(rect: CGRect, paint: String, width: Double, cap: String)] {
    list.items.compactMap {
        guard case .stroke(let path, let paint, let style) = $0 else { return nil }
        let b = path.bounds
        return (
            CGRect(x: b.minX, y: b.minY, width: b.width, height: b.height), paint.description, style.lineWidth,
            "\(style.lineCap)"
        )
    }
}

/// `view` in `theme`, as a display list in `scheme`, `width` wide when given.
@MainActor private func render<V: View>(
    _ theme: OUDSTheme, _ scheme: ColorScheme, width: CGFloat? = nil, @ViewBuilder _ view: () -> V
) throws -> DisplayList {
    let content = view()
    return try displayList(OUDSThemeableView(theme: theme) { content }, scheme, width: width)
}

/// `theme` with `hasRoundedProgressIndicators` set.
private func roundedProgress(_ theme: OUDSTheme) -> OUDSTheme {
    OUDSTheme(
        name: theme.name, semanticTokens: theme.semanticTokens, componentTokens: theme.componentTokens,
        tuning: Tuning(hasRoundedProgressIndicators: true), fontPostScriptNames: theme.fontPostScriptNames)
}

private func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 0.01) -> Bool { abs(a - b) <= tolerance }

/// The status names of the reference table, in `OUDSBadgeStatus.allCases` order.
private let statusNames = ["Neutral", "Accent", "Positive", "Info", "Warning", "Negative"]

@MainActor
@Suite("OUDS: badges")
struct IndicatorsBadgeTests {
    @Test(arguments: ThemeCase.allCases, ColorScheme.allCases)
    func standardBadgesHaveTheSizeTokenAndStatusBackground(theme: ThemeCase, scheme: ColorScheme) throws {
        let t = theme.make()
        let sides: [CGFloat] = [t.badge.sizeXsmall, t.badge.sizeSmall, t.badge.sizeMedium, t.badge.sizeLarge]
        #expect(sides == [8, 12, 16, 20])
        for (size, side) in zip(OUDSBadgeSize.allCases, sides) {
            for (status, name) in zip(OUDSBadgeStatus.allCases, statusNames) {
                let list = try render(t, scheme) {
                    OUDSBadgeStandard(accessibilityLabel: "Label", status: status, size: size)
                }
                #expect(list.size == CGSize(width: side, height: side))
                let token = status == .neutral ? "surfaceInverseHigh" : "surfaceStatus\(name)Emphasized"
                #expect(fills(list).map(\.paint) == [try referenceHex(token, theme, scheme)])
                #expect(list.accessibility.first?.label == "Label")
            }
        }
        let disabled = try render(t, scheme) {
            OUDSBadgeStandard(accessibilityLabel: "Label", status: .accent).disabled(true)
        }
        #expect(fills(disabled).map(\.paint) == [try referenceHex("actionDisabled", theme, scheme)])
    }

    @Test(arguments: ThemeCase.allCases, ColorScheme.allCases)
    func countBadgesShowTheCountOnAPill(theme: ThemeCase, scheme: ColorScheme) throws {
        let t = theme.make()
        for (status, name) in zip(OUDSBadgeStatus.allCases, statusNames) {
            for (size, side) in [(OUDSBadgeSize.medium, t.badge.sizeMedium), (.large, t.badge.sizeLarge)] {
                let list = try render(t, scheme) {
                    OUDSBadgeCount(3, accessibilityLabel: "Mails", status: status, size: size)
                }
                let text = try #require(textItems(list).first)
                // At least a circle; wider only when the digit and its padding do not fit (Sosh's
                // geometric stand-in has wider digits than the others).
                let pad = size == .medium ? t.badge.spacePaddingInlineMedium : t.badge.spacePaddingInlineLarge
                let width = max(side, (text.layout.size.width + 2 * pad).rounded(.up))
                #expect(close(list.size.width, width, 1) && list.size.height == side, "one digit: a circle or a pill")
                if theme != .sosh { #expect(list.size.width == side, "one digit is a circle") }
                #expect(text.string == "3")
                let content = status == .neutral ? "contentInverse" : "contentOnStatus\(name)Emphasized"
                #expect(text.paint == (try referenceHex(content, theme, scheme)))
                let bg = status == .neutral ? "surfaceInverseHigh" : "surfaceStatus\(name)Emphasized"
                #expect(fills(list).map(\.paint) == [try referenceHex(bg, theme, scheme)])
                #expect(list.accessibility.first?.value == "3")
            }
        }
        // Wider counts: text plus 4 (medium) or 6 (large) each side.
        let wide = try render(t, scheme) {
            OUDSBadgeCount(42, accessibilityLabel: "Mails", status: .negative, size: .large)
        }
        let text = try #require(textItems(wide).first)
        #expect(
            close(wide.size.width, max(20, (text.layout.size.width + 12).rounded(.up)), 1) && wide.size.height == 20)
        // Extra small and small are dots.
        let dot = try render(t, scheme) { OUDSBadgeCount(5, accessibilityLabel: "Mails", size: .small) }
        #expect(textItems(dot).isEmpty && dot.size == CGSize(width: 12, height: 12))
    }

    @Test func countsAboveNinetyNineShowPlusNinetyNine() throws {
        #expect(OUDSBadgeCount.displayedText(for: 0) == "0")
        #expect(OUDSBadgeCount.displayedText(for: 99) == "99")
        #expect(OUDSBadgeCount.displayedText(for: 100) == "+99")
        #expect(OUDSBadgeCount.displayedText(for: 255) == "+99")
        let list = try render(OrangeTheme(), .light) {
            OUDSBadgeCount(200, accessibilityLabel: "Mails", status: .negative, size: .medium)
        }
        #expect(textItems(list).map(\.string) == ["+99"])
        #expect(list.accessibility.first?.value == "+99")
    }

    @Test(arguments: ThemeCase.allCases, ColorScheme.allCases)
    func iconBadgesDrawTheGlyphOrTheImageOnAPill(theme: ThemeCase, scheme: ColorScheme) throws {
        OUDSTestAssets.register()
        let t = theme.make()
        for (status, token) in [
            (OUDSBadgeIcon.Status.positive, "contentStatusPositive"), (.info, "contentStatusInfo"),
            (.negative, "contentStatusNegative"),
        ] {
            let list = try render(t, scheme) {
                OUDSBadgeIcon(status: status, accessibilityLabel: "Status", size: .large)
            }
            #expect(list.size == CGSize(width: 20, height: 20))
            let glyph = try #require(fills(list).first)
            #expect(fills(list).count == 1, "no background: the glyph is the badge")
            #expect(glyph.paint == (try referenceHex(token, theme, scheme)))
            #expect(close(glyph.rect.width, 20) && close(glyph.rect.height, 20), "edge to edge")
        }
        let warning = try render(t, scheme) {
            OUDSBadgeIcon(status: .warning, accessibilityLabel: "Warning", size: .medium)
        }
        // The inner "!" is transparent in dark mode (a hole): a transparent fill draws nothing.
        let warningTints = [
            t.icon.colorContentStatusWarningExternalShape, t.icon.colorContentStatusWarningInternalShape,
        ]
        .filter { $0.resolve(in: environment(scheme)).opacity > 0 }.map { hex($0, scheme) }
        #expect(fills(warning).map(\.paint) == warningTints)
        // Neutral: the pill, then the "ic" icon (a 2…22 path of its 24 grid) in the 14 pt box inset 3.
        let neutral = try render(t, scheme) {
            OUDSBadgeIcon(
                status: .neutral(image: OUDSImage(asset: Image("ic"))), accessibilityLabel: "Like", size: .large)
        }
        let parts = fills(neutral)
        #expect(
            parts.map(\.paint) == [
                try referenceHex("surfaceInverseHigh", theme, scheme),
                try referenceHex("contentInverse", theme, scheme),
            ])
        #expect(
            parts.count == 2 && close(parts[1].rect.minX, 3 + 14 * 2 / 24) && close(parts[1].rect.width, 14 * 20 / 24))
        let disabled = try render(t, scheme) {
            OUDSBadgeIcon(status: .warning, accessibilityLabel: "Warning").disabled(true)
        }
        #expect(
            fills(disabled).map(\.paint) == [try referenceHex("actionDisabled", theme, scheme)],
            "single-tone when disabled")
    }
}

@MainActor
@Suite("OUDS: tags")
struct IndicatorsTagTests {
    @Test(arguments: ThemeCase.allCases, ColorScheme.allCases)
    func tagsHaveTheirMinHeightsAndStatusColours(theme: ThemeCase, scheme: ColorScheme) throws {
        let t = theme.make()
        for (size, minHeight, padding, font) in [
            (
                OUDSTag.Size.default, t.tag.sizeMinHeightDefault, t.tag.spacePaddingBlockDefault,
                t.fonts.labelModerateMedium
            ),
            (.small, t.tag.sizeMinHeightSmall, t.tag.spacePaddingBlockSmall, t.fonts.labelModerateSmall),
        ] {
            let list = try render(t, scheme) { OUDSTag(label: "Label", size: size) }
            let lineHeight = font.compact.lineHeight
            #expect(close(list.size.height, max(minHeight, 2 * padding + lineHeight)))
            #expect(list.size.height >= minHeight)
            let bg = try #require(fills(list).first)
            #expect(close(bg.rect.height, list.size.height))
            #expect(bg.paint == (try referenceHex("surfaceInverseHigh", theme, scheme)))
            #expect(textItems(list).first?.paint == (try referenceHex("contentInverse", theme, scheme)))
        }
        #expect(
            t.tag.sizeMinHeightDefault == (theme == .orangeCompact ? 28 : 32)
                && t.tag.sizeMinHeightSmall == (theme == .orangeCompact ? 20 : 24))
        for (status, name) in [
            (OUDSTag.Status.positive(leading: .icon), "Positive"), (.info(), "Info"), (.warning(), "Warning"),
            (.negative(leading: .bullet), "Negative"),
        ] {
            let emphasized = try render(t, scheme) { OUDSTag(label: "Label", status: status) }
            #expect(
                fills(emphasized).first?.paint == (try referenceHex("surfaceStatus\(name)Emphasized", theme, scheme)))
            #expect(
                textItems(emphasized).first?.paint
                    == (try referenceHex("contentOnStatus\(name)Emphasized", theme, scheme)))
            let muted = try render(t, scheme) { OUDSTag(label: "Label", status: status, appearance: .muted) }
            #expect(fills(muted).first?.paint == (try referenceHex("surfaceStatus\(name)Muted", theme, scheme)))
            #expect(textItems(muted).first?.paint == (try referenceHex("contentOnStatus\(name)Muted", theme, scheme)))
        }
    }

    @Test(arguments: ThemeCase.allCases, ColorScheme.allCases)
    func leadingAssetsUseTheAssetBoxAndPaddings(theme: ThemeCase, scheme: ColorScheme) throws {
        OUDSTestAssets.register()
        let t = theme.make()
        let g = t.tag
        let bullet = try render(t, scheme) { OUDSTag(label: "Label", status: .neutral(bullet: true)) }
        let dot = try #require(fills(bullet).dropFirst().first)
        let diameter = g.sizeAssetDefault - 2 * g.spaceInsetBulletDefault
        #expect(
            close(dot.rect.width, diameter)
                && close(dot.rect.minX, g.spacePaddingInlineAssetDefault + g.spaceInsetBulletDefault))
        let text = try #require(bullet.items.compactMap { if case .text(_, let o, _, _) = $0 { o } else { nil } }.first)
        #expect(close(text.x, g.spacePaddingInlineAssetDefault + g.sizeAssetDefault + g.spaceColumnGap))
        let icon = try render(t, scheme) {
            OUDSTag(label: "Label", status: .neutral(image: OUDSImage(asset: Image("ic"))), size: .small)
        }
        let glyph = try #require(fills(icon).dropFirst().first)
        #expect(
            close(glyph.rect.minX, g.spacePaddingInlineAssetSmall + g.sizeAssetSmall * 2 / 24)
                && close(glyph.rect.width, g.sizeAssetSmall * 20 / 24))
        #expect(glyph.paint == (try referenceHex("contentInverse", theme, scheme)))
        let raw = try render(t, scheme) {
            OUDSTag(
                label: "Label", status: .neutral(image: OUDSImage(asset: Image("il_brand"), renderingMode: .original)))
        }
        #expect(fills(raw).dropFirst().first?.paint == "#FF7900", "raw images keep their own colour")
        let loader = try render(t, scheme) { OUDSTag(loadingLabel: "Loading") }
        let arc = try #require(strokes(loader).first)
        #expect(arc.paint == (try referenceHex("contentInverse", theme, scheme)))
        #expect(
            close(
                CGFloat(arc.width),
                t.progressIndicator.sizeLoaderStrokeWidth * (g.sizeAssetDefault - 2 * g.spaceInsetLoaderDefault)
                    / t.progressIndicator.sizeLoader))
        let square = try render(t, scheme) { OUDSTag(label: "Label", shape: .square) }
        #expect(
            square.items.contains {
                if case .fill(let p, _, _) = $0 { p.bounds.width == square.size.width } else { false }
            })
    }

    @Test(arguments: ThemeCase.allCases, ColorScheme.allCases)
    func inputTagsFollowTheInteractionState(theme: ThemeCase, scheme: ColorScheme) throws {
        let t = theme.make()
        let it = t.inputTag
        let enabled = try render(t, scheme) { OUDSInputTag("Label") {} }
        #expect(enabled.size.height == it.sizeMinHeightInteractiveArea)
        let bg = try #require(fills(enabled).first)
        #expect(bg.paint == hex(it.colorBg.enabled, scheme))
        #expect(
            close(
                bg.rect.height,
                max(it.sizeMinHeight, 2 * it.spacePaddingBlock + t.fonts.labelModerateMedium.compact.lineHeight)))
        #expect(strokes(enabled).map(\.width) == [Double(it.borderWidthDefault)])
        #expect(strokes(enabled).map(\.paint) == [hex(it.colorBorder.enabled, scheme)])
        #expect(textItems(enabled).first?.paint == hex(it.colorContent.enabled, scheme))
        if theme == .orange {
            #expect(bg.paint == (scheme == .light ? "#0000000A" : "#FFFFFF0A"))
            #expect(strokes(enabled).map(\.paint) == [scheme == .light ? "#00000033" : "#FFFFFF33"])
        }
        let pressed = try render(t, scheme) { OUDSInputTag("Label") {}.interactionState(.pressed) }
        #expect(strokes(pressed).map(\.width) == [Double(it.borderWidthInteraction)])
        #expect(strokes(pressed).map(\.paint) == [hex(it.colorBorder.pressed, scheme)])
        let focused = try render(t, scheme) { OUDSInputTag("Label") {}.interactionState(.focused) }
        #expect(
            strokes(focused).map(\.paint) == [
                hex(it.colorBorder.focus, scheme), hex(t.colors.borderFocus, scheme),
                hex(t.colors.borderFocusInset, scheme),
            ])
        // The ring: 5 pt in all (`widthFocus`), the inset 2 pt of it drawn over the outer ring.
        #expect(
            strokes(focused).map(\.width).dropFirst() == [
                Double(t.borders.widthFocus), Double(t.borders.widthFocusInset),
            ])
        let disabled = try render(t, scheme) { OUDSInputTag("Label") {}.disabled(true) }
        #expect(textItems(disabled).first?.paint == (try referenceHex("actionDisabled", theme, scheme)))
    }
}

@MainActor
@Suite("OUDS: progress indicators")
struct IndicatorsProgressTests {
    @Test(arguments: ThemeCase.allCases, ColorScheme.allCases)
    func circularIsFortyEightPointsWithStatusColours(theme: ThemeCase, scheme: ColorScheme) throws {
        let t = theme.make()
        let names = [
            "contentDefault", "contentStatusAccent", "contentStatusPositive", "contentStatusInfo",
            "contentStatusWarning", "contentStatusNegative",
        ]
        for (status, token) in zip(OUDSProgressIndicatorStatus.allCases, names) {
            let list = try render(t, scheme) { OUDSCircularProgressIndicator(progress: 0.75, status: status) }
            #expect(list.size == CGSize(width: 48, height: 48))
            let s = strokes(list)
            #expect(
                s.map(\.paint) == [hex(t.progressIndicator.colorTrack, scheme), try referenceHex(token, theme, scheme)])
            #expect(s.allSatisfy { $0.width == 6 })
            #expect(s[1].rect == CGRect(x: 3, y: 3, width: 42, height: 42), "three quarters from 12 o'clock, radius 21")
        }
        if theme == .orange || theme == .orangeCompact {
            let track = strokes(try render(t, scheme) { OUDSCircularProgressIndicator(progress: 0.5) })[0].paint
            #expect(track == (scheme == .light ? "#CCCCCC" : "#444444"))
        }
        #expect(
            try render(t, scheme) { OUDSCircularProgressIndicator(progress: 0.5) }.accessibility.first?.value == "50%")
    }

    @Test(arguments: ThemeCase.allCases, ColorScheme.allCases)
    func circularClampsAndScalesWithItsFrame(theme: ThemeCase, scheme: ColorScheme) throws {
        let t = theme.make()
        let full = strokes(try render(t, scheme) { OUDSCircularProgressIndicator(progress: 1.3) })
        #expect(
            full.count == 1 && full[0].rect == CGRect(x: 3, y: 3, width: 42, height: 42),
            "1.3 is clamped to a full circle without track")
        #expect(
            strokes(try render(t, scheme) { OUDSCircularProgressIndicator(progress: 1) }).map(\.rect)
                == full.map(\.rect))
        let empty = strokes(try render(t, scheme) { OUDSCircularProgressIndicator(progress: -0.5) })
        #expect(
            empty.map(\.paint) == [hex(t.progressIndicator.colorTrack, scheme)],
            "below 0 is an empty indicator: the whole track")
        let big = try render(t, scheme) { OUDSCircularProgressIndicator(progress: 1).frame(width: 96, height: 96) }
        #expect(big.size == CGSize(width: 96, height: 96))
        #expect(strokes(big).map(\.width) == [12] && strokes(big)[0].rect == CGRect(x: 6, y: 6, width: 84, height: 84))
        let noTrack = strokes(
            try render(t, scheme) { OUDSCircularProgressIndicator(progress: 0.5, status: .accent, track: false) })
        #expect(noTrack.count == 1)
    }

    @Test(arguments: ThemeCase.allCases, ColorScheme.allCases)
    func circularIndeterminateIsASeventyPercentArc(theme: ThemeCase, scheme: ColorScheme) throws {
        let t = theme.make()
        // Without its track (OUDS iOS 3 shows one by default, checked in `CircularProgressAPITests`).
        let list = try render(t, scheme) { OUDSCircularProgressIndicator(track: false) }
        let s = strokes(list)
        #expect(s.count == 1, "no track")
        let end = -Double.pi / 2 + 2 * .pi * t.progressIndicator.circularIndeterminateArcFraction
        #expect(close(s[0].rect.minX, 24 + 21 * CGFloat(cos(end))))
        #expect(close(s[0].rect.maxY, 45) && close(s[0].rect.minY, 3))
        #expect(list.accessibility.first?.isHidden == true)
        #expect(strokes(try render(t, scheme) { OUDSCircularProgressIndicator(status: .info, track: true) }).count == 2)
    }

    @Test(arguments: ThemeCase.allCases)
    func capsFollowTheTuning(theme: ThemeCase) throws {
        let t = theme.make()
        let roundByDefault = theme == .sosh || theme == .wireframe || t.tuning.hasRoundedProgressIndicators
        let caps = strokes(try render(t, .light) { OUDSCircularProgressIndicator(progress: 0.5) }).map(\.cap)
        #expect(caps == Array(repeating: roundByDefault ? "round" : "butt", count: 2))
        let rounded = strokes(try render(roundedProgress(t), .light) { OUDSCircularProgressIndicator(progress: 0.5) })
        #expect(rounded.map(\.cap) == ["round", "round"])
        // Linear: square pieces, or pieces with half-height corners (the fill paths differ from plain rectangles).
        let bar = fills(
            try render(roundedProgress(t), .light, width: 200) {
                OUDSLinearProgressIndicator(progress: 0.5, helperText: nil)
            })
        #expect(bar.map(\.rect.height) == [4, 4])
        if theme == .orange {
            #expect(caps == ["butt", "butt"])
            // The gap is widened by the stroke width with round caps: the track arc is shorter.
            let butt = strokes(try render(t, .light) { OUDSCircularProgressIndicator(progress: 0.25) })[0].rect
            let round = strokes(
                try render(roundedProgress(t), .light) { OUDSCircularProgressIndicator(progress: 0.25) })[0].rect
            #expect(round.minX > butt.minX || round.maxY < butt.maxY || round.minY > butt.minY)
        }
    }

    @Test(arguments: ThemeCase.allCases, ColorScheme.allCases)
    func linearBarIsFourPointsWithGapTrackAndStop(theme: ThemeCase, scheme: ColorScheme) throws {
        let t = theme.make()
        let list = try render(t, scheme, width: 200) {
            OUDSLinearProgressIndicator(progress: 0.5, stopIndicator: true, helperText: nil)
        }
        #expect(list.size == CGSize(width: 200, height: 4))
        let f = fills(list)
        let color = try referenceHex("contentDefault", theme, scheme)
        #expect(f.map(\.paint) == [hex(t.progressIndicator.colorTrack, scheme), color, color])
        #expect(
            f.map(\.rect) == [
                CGRect(x: 104, y: 0, width: 96, height: 4), CGRect(x: 0, y: 0, width: 100, height: 4),
                CGRect(x: 196, y: 0, width: 4, height: 4),
            ])
        let small = fills(
            try render(t, scheme, width: 200) {
                OUDSLinearProgressIndicator(progress: 0.3, status: .warning, helperText: nil, gapSize: .small)
            })
        #expect(small.map(\.rect.minX) == [61, 0])
        #expect(small.last?.paint == (try referenceHex("contentStatusWarning", theme, scheme)))
        let full = fills(
            try render(t, scheme, width: 200) {
                OUDSLinearProgressIndicator(progress: 1.3, stopIndicator: true, helperText: nil)
            })
        #expect(
            full.map(\.rect) == [CGRect(x: 0, y: 0, width: 200, height: 4)], "clamped to 1: no track, no stop indicator"
        )
        let empty = fills(
            try render(t, scheme, width: 200) { OUDSLinearProgressIndicator(progress: 0, helperText: nil) })
        #expect(
            empty.map(\.rect) == [CGRect(x: 0, y: 0, width: 200, height: 4)]
                && empty[0].paint == hex(t.progressIndicator.colorTrack, scheme))
        let noTrack = fills(
            try render(t, scheme, width: 200) {
                OUDSLinearProgressIndicator(progress: 0.5, status: .accent, track: false, helperText: nil)
            })
        #expect(noTrack.map(\.paint) == [try referenceHex("contentStatusAccent", theme, scheme)])
        let indeterminate = try render(t, scheme, width: 200) { OUDSLinearProgressIndicator() }
        #expect(
            fills(indeterminate).map(\.rect) == [
                CGRect(x: 64, y: 0, width: 136, height: 4), CGRect(x: 0, y: 0, width: 60, height: 4),
            ])
        #expect(indeterminate.accessibility.first?.isHidden == true)
    }

    @Test(arguments: ThemeCase.allCases, ColorScheme.allCases)
    func linearHelperTextIsCentredEightPointsBelow(theme: ThemeCase, scheme: ColorScheme) throws {
        let t = theme.make()
        let list = try render(t, scheme, width: 240) {
            OUDSLinearProgressIndicator(progress: 0.75, helperText: "Uploading…")
        }
        let text = try #require(
            list.items.compactMap { item -> (CGPoint, TextLayout, String)? in
                if case .text(let layout, let origin, _, let s) = item { (origin, layout, s) } else { nil }
            }.first)
        #expect(text.2 == "Uploading…")
        #expect(close(text.0.y, 4 + t.progressIndicator.spacePaddingBlock))
        #expect(close(text.0.x + text.1.size.width / 2, 120, 0.5), "centred")
        #expect(textItems(list).first?.paint == (try referenceHex("contentDefault", theme, scheme)))
        let record = try #require(list.accessibility.first)
        #expect(record.label == "Uploading…" && record.value == "75%")
    }

    @Test(arguments: ThemeCase.allCases, ColorScheme.allCases)
    func monochromeOnAColouredSurfaceIgnoresTheStatus(theme: ThemeCase, scheme: ColorScheme) throws {
        let t = theme.make()
        let surface = t.colorModes.onStatusPositiveEmphasized
        let forced = try #require(surface.mode(for: scheme)).colorScheme
        let expected = hex(t.colors.contentDefault, forced)
        let circular = try render(t, scheme) {
            OUDSColoredSurface(color: surface) { OUDSCircularProgressIndicator(progress: 0.5, status: .accent) }
        }
        #expect(strokes(circular).map(\.paint) == [hex(t.progressIndicator.colorTrack, forced), expected])
        let linear = try render(t, scheme, width: 200) {
            OUDSColoredSurface(color: surface) {
                OUDSLinearProgressIndicator(progress: 0.5, status: .negative, stopIndicator: true, helperText: nil)
            }
        }
        #expect(fills(linear).map(\.paint).suffix(2) == [expected, expected])
        if theme == .orange {
            #expect(expected == (scheme == .light ? "#EEEEEE" : "#000000"))
        }
    }
}

@MainActor
@Suite("OUDS: progress indicators, right to left")
struct IndicatorsRightToLeftTests {
    @Test func linearBarFillsFromTheLeadingEdge() throws {
        let view = OUDSThemeableView(theme: OrangeTheme()) {
            OUDSLinearProgressIndicator(progress: 0.25, helperText: nil)
        }
        let configuration = RenderConfiguration(size: .width(200), layoutDirection: .rightToLeft)
        let list = try ViewRenderer.displayList(view, configuration: configuration)
        #expect(list.items.contains { if case .pushTransform(let t) = $0 { t.a == -1 } else { false } }, "mirrored")
        #expect(list.size == CGSize(width: 200, height: 4))
    }
}

/// OUDS iOS 3's linear progress API: argument order, helper text types and alignments, the default
/// percentage, and the accessibility configuration.
@MainActor
@Suite("OUDS: linear progress helper texts")
struct LinearProgressHelperTextTests {
    static func list<V: View>(_ view: V) throws -> DisplayList {
        try displayList(OUDSThemeableView(theme: OrangeTheme()) { view }, width: 300)
    }

    static func texts(_ list: DisplayList) -> [(string: String, x: CGFloat, width: CGFloat)] {
        list.items.compactMap {
            if case .text(let layout, let origin, _, let string) = $0 {
                (string, origin.x, CGFloat(layout.size.width))
            } else {
                nil
            }
        }
    }

    @Test func determinateShowsThePercentageByDefault() throws {
        let texts = Self.texts(try Self.list(OUDSLinearProgressIndicator(progress: 0.75)))
        #expect(texts.map(\.string) == ["75%"])
        let text = try #require(texts.first)
        #expect(abs(text.x + text.width / 2 - 150) < 1)  // centred
        #expect(Self.texts(try Self.list(OUDSLinearProgressIndicator(progress: 0.75, helperText: nil))).isEmpty)
    }

    @Test func percentWithADescriptionSitsAtTheChosenEdge() throws {
        let start = Self.texts(
            try Self.list(
                OUDSLinearProgressIndicator(
                    progress: 0.4, helperText: .percent(description: "of 10 MB", alignment: .start))))
        #expect(start.map(\.string) == ["40%", "of 10 MB"])
        #expect(abs(start[0].x) < 0.5 && abs(start[1].x + start[1].width - 300) < 0.5)
        let end = Self.texts(
            try Self.list(
                OUDSLinearProgressIndicator(
                    progress: 0.4, helperText: .percent(description: "of 10 MB", alignment: .end))))
        #expect(end.map(\.string) == ["of 10 MB", "40%"])
        // Centred, the percentage is shown alone.
        let centred = Self.texts(
            try Self.list(OUDSLinearProgressIndicator(progress: 0.4, helperText: .percent(description: "of 10 MB"))))
        #expect(centred.map(\.string) == ["40%"])
    }

    @Test func descriptionsAndIndeterminateTextsAlign() throws {
        let literal = Self.texts(try Self.list(OUDSLinearProgressIndicator(progress: 0.75, helperText: "Uploading…")))
        #expect(literal.map(\.string) == ["Uploading…"])
        let trailing = Self.texts(
            try Self.list(OUDSLinearProgressIndicator(progress: 0.5, helperText: .description("Up", alignment: .end))))
        #expect(try abs(#require(trailing.first).x + #require(trailing.first).width - 300) < 0.5)
        let indeterminate = Self.texts(
            try Self.list(
                OUDSLinearProgressIndicator(status: .info, helperText: "Loading", helperTextAlignment: .start)))
        #expect(indeterminate.map(\.string) == ["Loading"] && abs(indeterminate[0].x) < 0.5)
    }

    @Test func accessibilityConfigurationPrefixesTheLabel() throws {
        let list = try Self.list(
            OUDSLinearProgressIndicator(
                progress: 0.75, helperText: .description("Uploading"),
                accessibility: OUDSAccessibilityConfiguration(name: "download bar", state: "downloading")))
        let record = try #require(list.items.compactMap { if case .accessibility(let r) = $0 { r } else { nil } }.last)
        #expect(record.label == "download bar. downloading. Uploading" && record.value == "75%")
    }

    @available(*, deprecated, message: "Exercises the documents' argument order")
    @Test func documentsOrderStillRenders() throws {
        let text: String? = "Processing"
        let old = try Self.list(
            OUDSLinearProgressIndicator(progress: 0.3, gapSize: .small, track: false, helperText: text))
        #expect(Self.texts(old).map(\.string) == ["Processing"])
        let indeterminate = try Self.list(OUDSLinearProgressIndicator(status: .accent, gapSize: .small, track: false))
        #expect(Self.texts(indeterminate).isEmpty)
    }
}

/// OUDS iOS 3's circular progress API: track before gap size, `size:`, helper texts and the
/// indeterminate track shown by default.
@MainActor
@Suite("OUDS: circular progress API")
struct CircularProgressAPITests {
    static func list<V: View>(_ view: V) throws -> DisplayList {
        try displayList(OUDSThemeableView(theme: OrangeTheme()) { view })
    }

    static func strokes(_ list: DisplayList) -> Int {
        list.items.filter { if case .stroke = $0 { true } else { false } }.count
    }

    @Test func sizeTrackAndHelperText() throws {
        let small = try Self.list(OUDSCircularProgressIndicator(progress: 0.5, track: false, gapSize: .small, size: 24))
        #expect(small.size == CGSize(width: 24, height: 24))
        #expect(Self.strokes(small) == 1)  // no track
        let percent = try Self.list(OUDSCircularProgressIndicator(progress: 0.25, helperText: .percent("done")))
        #expect(textItems(percent).map(\.string) == ["25% done"])
        #expect(percent.size.height > 48 && percent.size.width >= 48)
        let described = try Self.list(OUDSCircularProgressIndicator(progress: 0.25, helperText: .description("Sync")))
        #expect(textItems(described).map(\.string) == ["Sync"])
    }

    @Test func indeterminateHasATrackUnlessAskedNot() throws {
        #expect(Self.strokes(try Self.list(OUDSCircularProgressIndicator())) == 2)
        #expect(Self.strokes(try Self.list(OUDSCircularProgressIndicator(track: false))) == 1)
        let labelled = try Self.list(
            OUDSCircularProgressIndicator(helperText: "Loading", accessibility: .init(name: "sync")))
        let record = try #require(
            labelled.items.compactMap { if case .accessibility(let r) = $0 { r } else { nil } }.last)
        #expect(record.label == "sync. Loading")
    }

    @available(*, deprecated, message: "Exercises the documents' argument order")
    @Test func documentsOrderStillRenders() throws {
        let old = try Self.list(OUDSCircularProgressIndicator(progress: 0.3, gapSize: .small, track: false))
        #expect(Self.strokes(old) == 1)
        #expect(Self.strokes(try Self.list(OUDSCircularProgressIndicator(gapSize: .small, track: false))) == 1)
    }
}
