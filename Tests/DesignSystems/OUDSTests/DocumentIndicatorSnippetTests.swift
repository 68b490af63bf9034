import OUDSSwiftUI
import OUDSTestAssets
import Testing

// The badge, tag, input tag and progress indicator snippets of the indicators document (seed 001) and
// the badge / tag / input tag sections of the framework usage document (seed 000), compiled verbatim
// inside view bodies and rendered. Seed 001 shows the older API generation (`.neutral(icon:)`,
// `.accent(icon:)`), which is deprecated in favour of `image:`: those lines are compiled in a type
// marked deprecated, so that they build without warnings and still run.

/// Lines of the documents that are malformed, with the reason; their evident intent is compiled
/// next to them (`MalformedLineIntents`).
let malformedIndicatorLines: [(line: String, reason: String)] = [
    (
        #"OUDSBadgeIcon(status: .neutral(image: OUDSImage(asset: Image("ic"), accessibilityLabel: "Label"), "#
            + #"size: .medium))"#,
        "seed 000: misplaced parentheses — `accessibilityLabel:` lands in `OUDSImage(…)` (the image's own "
            + "label) and `size:` in the status case, which has no such parameter, leaving `OUDSBadgeIcon` "
            + "without its required accessibility label"
    ),
    ("(progress: )", "seed 001, \"Custom width\": the type name and the progress value are missing"),
    ("    .frame(width: )", "seed 001, \"Custom width\": the width value is missing"),
]

// Seed 001 "Badge" and seed 000 "Indicators — Badge" (the lines both documents share).
struct BadgeSnippets: View {
    var body: some View {
        HStack {
            OUDSBadgeStandard(accessibilityLabel: "Some label", status: .neutral, size: .medium)
            OUDSBadgeCount(3, accessibilityLabel: "Some label", status: .neutral, size: .medium)
        }
    }
}

// Seed 001 "Badge", third line: the older `icon:` spelling (deprecated).
@available(*, deprecated, message: "Compiles the older API generation the indicators document shows")
struct LegacyBadgeIconSnippet: View {
    var body: some View {
        OUDSBadgeIcon(status: .neutral(icon: Image("ic")), accessibilityLabel: "Label", size: .medium)
    }
}

// Seed 000 "Indicators — Tag", verbatim.
struct TagSnippets: View {
    var body: some View {
        VStack {
            OUDSTag(label: "Label")
            OUDSTag(label: "Label", status: .neutral(image: OUDSImage(asset: Image("ic"))))
            // raw image (not tinted)
            OUDSTag(label: "Label", status: .neutral(image: OUDSImage(asset: Image("ic"), renderingMode: .original)))
            // flipped for RTL
            OUDSTag(label: "Label", status: .neutral(image: OUDSImage(asset: Image("ic"), flipped: true)))
            OUDSTag(label: "Label", status: .accent(image: OUDSImage(asset: Image("ic"))))
            // raw image (not tinted)
            OUDSTag(label: "Label", status: .accent(image: OUDSImage(asset: Image("ic"), renderingMode: .original)))
            OUDSTag(label: "Label", status: .neutral(bullet: true))
        }
    }
}

// Seed 001 "Tag", verbatim: the older `icon:` spelling (deprecated).
@available(*, deprecated, message: "Compiles the older API generation the indicators document shows")
struct LegacyTagSnippets: View {
    var body: some View {
        VStack {
            OUDSTag(label: "Label")
            OUDSTag(label: "Label", status: .neutral(icon: OUDSImage(asset: Image("ic"))))
            // raw image (not tinted)
            OUDSTag(label: "Label", status: .neutral(icon: OUDSImage(asset: Image("ic"), renderingMode: .original)))
            // flipped for RTL
            OUDSTag(label: "Label", status: .neutral(icon: OUDSImage(asset: Image("ic"), flipped: true)))
            OUDSTag(label: "Label", status: .accent(icon: OUDSImage(asset: Image("ic"))))
            // raw image (not tinted)
            OUDSTag(label: "Label", status: .accent(icon: OUDSImage(asset: Image("ic"), renderingMode: .original)))
            OUDSTag(label: "Label", status: .neutral(bullet: true))
        }
    }
}

// Seed 001 "Input Tag" and seed 000 "Indicators — Input Tag" (identical).
struct InputTagSnippet: View {
    var body: some View {
        // swift-format-ignore: NoBlockComments
        // The documents' line, verbatim.
        OUDSInputTag("Label") { /* remove action */  }
    }
}

// Seed 001 "Circular Progress Indicator", verbatim.
struct CircularProgressSnippets: View {
    var body: some View {
        VStack {
            // Determinate — progress is clamped to [0, 1]
            // By default the arc animates from 0 to `progress` on first display and on every change,
            // using a Material 3 critically-damped spring (~1.5s).
            OUDSCircularProgressIndicator(progress: 0.75)
            OUDSCircularProgressIndicator(progress: 0.5, status: .accent, track: false)
            OUDSCircularProgressIndicator(progress: 0.3, status: .warning, gapSize: .small)

            // Determinate without the reveal animation: the arc is shown instantly at its target value.
            OUDSCircularProgressIndicator(progress: 0.75, animated: false)

            // Indeterminate — Material 3 spinner (global rotation + additional 90° kicks + sweep respiration)
            OUDSCircularProgressIndicator()
            OUDSCircularProgressIndicator(status: .info, track: true)

            // Custom size — stroke width and gap scale proportionally to the effective size
            OUDSCircularProgressIndicator(progress: 0.6)
                .frame(width: 96, height: 96)
        }
    }
}

// Seed 001 "Linear Progress Indicator", verbatim (the malformed "Custom width" lines are listed above).
struct LinearProgressSnippets: View {
    var body: some View {
        VStack {
            // ── Determinate ──────────────────────────────────────────────────────────────

            // Progress is clamped to [0, 1]. By default the bar animates from 0 to `progress` on first display
            // and on every change, using the same Material 3 critically-damped spring as the circular indicator
            // (~1.5s).
            OUDSLinearProgressIndicator(progress: 0.75)
            OUDSLinearProgressIndicator(progress: 0.5, status: .accent, track: false)
            OUDSLinearProgressIndicator(progress: 0.3, status: .warning, gapSize: .small)

            // With a stop indicator (small square at the end of the track).
            // Required for accessibility when the track contrast is below 3:1 with its container.
            OUDSLinearProgressIndicator(progress: 0.5, stopIndicator: true)

            // With a centered helper text below the bar.
            // The helper text is exposed as the accessibility label (VoiceOver reads e.g. "Uploading. 75 percent").
            OUDSLinearProgressIndicator(progress: 0.75, helperText: "Uploading…")

            // Determinate without the reveal animation: the bar is shown instantly at its target value.
            OUDSLinearProgressIndicator(progress: 0.75, animated: false)

            // ── Indeterminate ────────────────────────────────────────────────────────────

            // Always animated (except Reduce Motion / Low Power Mode → static bar at 70%).
            OUDSLinearProgressIndicator()
            OUDSLinearProgressIndicator(status: .info, track: true, helperText: "Processing…")
            OUDSLinearProgressIndicator(status: .accent, gapSize: .small)
        }
        .frame(width: 240)
    }
}

/// The evident intent of the malformed lines: the seed 000 icon badge with its label and size in
/// place, and a custom-width linear indicator.
struct MalformedLineIntents: View {
    var body: some View {
        VStack {
            OUDSBadgeIcon(
                status: .neutral(image: OUDSImage(asset: Image("ic"))), accessibilityLabel: "Label", size: .medium)
            OUDSLinearProgressIndicator(progress: 0.5)
                .frame(width: 120)
        }
    }
}

/// Renders `view` in `theme` and `scheme`.
@MainActor private func snippetList<V: View>(_ theme: OUDSTheme, _ scheme: ColorScheme, _ view: V) throws -> DisplayList
{
    try displayList(OUDSThemeableView(theme: theme) { view }, scheme)
}

@MainActor
@Suite("OUDS: indicator document snippets")
struct DocumentIndicatorSnippetTests {
    @Test func malformedLinesAreListedWithAReason() {
        #expect(malformedIndicatorLines.count == 3 && malformedIndicatorLines.allSatisfy { !$0.reason.isEmpty })
    }

    @Test(arguments: ThemeCase.allCases, ColorScheme.allCases)
    func badgeAndTagSnippetsRender(theme: ThemeCase, scheme: ColorScheme) throws {
        OUDSTestAssets.register()
        let t = theme.make()
        let badges = try snippetList(t, scheme, BadgeSnippets())
        #expect(textItems(badges).map(\.string) == ["3"])
        #expect(badges.accessibility.compactMap(\.label) == ["Some label", "Some label"])
        let tags = try snippetList(t, scheme, TagSnippets())
        #expect(textItems(tags).map(\.string) == Array(repeating: "Label", count: 7))
        let input = try snippetList(t, scheme, InputTagSnippet())
        #expect(
            textItems(input).map(\.string) == ["Label"] && input.size.height == t.inputTag.sizeMinHeightInteractiveArea)
        let intents = try snippetList(t, scheme, MalformedLineIntents())
        #expect(intents.accessibility.first?.label == "Label")
    }

    @Test(arguments: ThemeCase.allCases, ColorScheme.allCases)
    func progressSnippetsRender(theme: ThemeCase, scheme: ColorScheme) throws {
        let t = theme.make()
        let circular = try snippetList(t, scheme, CircularProgressSnippets())
        // Six 48 pt indicators and one 96 pt one.
        #expect(abs(circular.size.height - (6 * 48 + 96 + 6 * 8)) < 0.01)
        let linear = try snippetList(t, scheme, LinearProgressSnippets())
        // The determinate bars show their percentage unless given another helper text (OUDS iOS 3).
        #expect(
            textItems(linear).map(\.string) == ["75%", "50%", "30%", "50%", "Uploading…", "75%", "Processing…"])
        #expect(linear.size.width == 240)
    }

    @available(*, deprecated, message: "Renders the older API generation")
    @Test(arguments: ThemeCase.allCases, ColorScheme.allCases)
    func olderAPIGenerationStillRenders(theme: ThemeCase, scheme: ColorScheme) throws {
        OUDSTestAssets.register()
        let t = theme.make()
        let legacy = try snippetList(t, scheme, LegacyTagSnippets())
        let current = try snippetList(t, scheme, TagSnippets())
        #expect(legacy.description == current.description, "icon: forwards to image:")
        let badge = try snippetList(t, scheme, LegacyBadgeIconSnippet())
        #expect(badge.size == CGSize(width: 16, height: 16) && fills(badge).count == 2)
    }
}

/// The fill paints of `list` (snippet checks).
@MainActor private func fills(_ list: DisplayList) -> [String] { fillPaints(list) }
