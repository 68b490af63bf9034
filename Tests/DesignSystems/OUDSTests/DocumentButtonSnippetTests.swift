import OUDSSwiftUI
import OUDSTestAssets
import Testing

// The usage document's (seed 000) lines for buttons, images in components (§5b "Always do this"),
// coloured surfaces, dividers and links, compiled verbatim inside view bodies and rendered in every
// theme. Test images named in the lines ("ic", "ic_share") come from `OUDSTestAssets.register()`.
// The §5b "Never do this" lines are compile errors by design (`Image` → `some View`), so they are
// listed below with that reason instead of compiled; `OUDSToolBarItem` arrives with toolbars (a
// later issue).

/// Lines of those sections not compiled, with the reason.
let notCompiledButtonLines: [(line: String, reason: String)] = [
    (
        "image: Image(systemName: \"plus\").accessibilityHidden(true), // ❌ compile error",
        "the document shows it as a compile error"
    ),
    (
        "image: OUDSImage(asset: Image(systemName: \"chevron.left\").accessibilityHidden(true)), // ❌",
        "the document shows it as a compile error"
    ),
    (
        "OUDSToolBarItem(icon: Image(\"ic_share\"), accessibilityLabel: \"Share\") {}",
        "toolbars come with a later issue"
    ),
]

struct ButtonSnippets: View {
    var body: some View {
        VStack {
            OUDSButton(text: "Label", appearance: .default) {}
            OUDSButton(text: "Label", appearance: .default, style: .loading) {}
            OUDSButton(text: "Label", image: OUDSImage(asset: Image("ic")), appearance: .default) {}
            OUDSButton(image: OUDSImage(asset: Image("ic")), accessibilityLabel: "Label") {}
        }
    }
}

struct ImageRuleSnippets: View {
    var body: some View {
        VStack {
            // swiftlint:disable:next accessibility_label_for_image
            OUDSLink(text: "Back", image: OUDSImage(asset: Image(systemName: "chevron.left")), size: .default) {}
        }
    }
}

struct SurfaceDividerLinkSnippets: View {
    @Environment(\.theme) private var theme
    var body: some View {
        VStack {
            OUDSColoredSurface(color: theme.colorModes.onStatusPositiveEmphasized) {
                // child views
                Text("child")
            }
            OUDSHorizontalDivider(color: .brandPrimary)
            OUDSVerticalDivider(color: .brandPrimary)
            OUDSLink(text: "Text", size: .default) {}
            OUDSLink(text: "Text", indicator: .back, size: .default) {}
            OUDSLink(text: "Text", image: OUDSImage(asset: Image("ic")), size: .default) {}
            // raw image (not tinted)
            OUDSLink(text: "Text", image: OUDSImage(asset: Image("ic"), renderingMode: .original), size: .default) {}
        }
        .frame(width: 240, height: 520)
    }
}

@MainActor
@Suite("OUDS: document snippets (buttons, surfaces, dividers, links)")
struct DocumentButtonSnippetTests {
    nonisolated static let assets: Void = OUDSTestAssets.register()

    @Test(arguments: ThemeCase.allCases, ColorScheme.allCases)
    func snippetsRenderInEveryTheme(theme: ThemeCase, scheme: ColorScheme) throws {
        _ = Self.assets
        let config = RenderConfiguration(scale: 2, colorScheme: scheme)
        let t = theme.make()
        let buttons = try ViewRenderer.displayList(
            OUDSThemeableView(theme: t) { ButtonSnippets() }, configuration: config)
        // The loading button hides its label.
        #expect(
            buttons.items.compactMap { if case .text(_, _, _, let s) = $0 { s } else { nil } } == ["Label", "Label"])
        _ = try ViewRenderer.render(OUDSThemeableView(theme: t) { ImageRuleSnippets() }, configuration: config)
        let rest = try ViewRenderer.displayList(
            OUDSThemeableView(theme: t) { SurfaceDividerLinkSnippets() }, configuration: config)
        #expect(
            rest.items.compactMap { if case .text(_, _, _, let s) = $0 { s } else { nil } } == [
                "child", "Text", "Text", "Text", "Text",
            ])
    }

    @Test func notCompiledLinesHaveReasons() {
        #expect(notCompiledButtonLines.count == 3 && notCompiledButtonLines.allSatisfy { !$0.reason.isEmpty })
    }
}
