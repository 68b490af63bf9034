import OUDSSwiftUI
import OUDSTestAssets
import Testing

// The framework usage document (seed 000) "Controls — Chips", compiled verbatim inside a view body
// and rendered. Changes to the document's text, each for a stated reason:
// - The lines are statements in a `VStack` of a view body, as the document assumes.
// - `$selection` is a `@State` declared here, of a `ChipValue?` (the picker's single-or-none mode):
//   the document neither declares it nor the type of `.value1` … `.value4`, so `ChipValue` is
//   declared below with those cases.
// - The end-of-line comments ("raw image (not tinted)", "raw image") are moved to the line above,
//   and `swift format` wraps the lines longer than 120 columns: the code is the document's.

/// The tags the document's chip picker selects (`.value1` … `.value4`).
enum ChipValue: Hashable, Sendable, CaseIterable {
    case value1, value2, value3, value4
}

// Controls — Chips, verbatim.
struct ChipSnippets: View {
    @State var selection: ChipValue? = .value1
    var body: some View {
        VStack {
            OUDSSuggestionChip(text: "Label") {}
            OUDSSuggestionChip(image: OUDSImage(asset: Image("ic")), text: "Label") {}
            // raw image (not tinted):
            OUDSSuggestionChip(image: OUDSImage(asset: Image("ic"), renderingMode: .original), text: "Label") {}
            OUDSSuggestionChip(image: OUDSImage(asset: Image("ic")), accessibilityLabel: "Label") {}
            // raw image (not tinted):
            OUDSSuggestionChip(
                image: OUDSImage(asset: Image("ic"), renderingMode: .original), accessibilityLabel: "Label"
            ) {}
            OUDSFilterChip(text: "Label") {}
            OUDSFilterChip(image: OUDSImage(asset: Image("ic")), text: "Label") {}
            // raw image (not tinted):
            OUDSFilterChip(image: OUDSImage(asset: Image("ic"), renderingMode: .original), text: "Label") {}
            OUDSFilterChip(image: OUDSImage(asset: Image("ic")), accessibilityLabel: "Label") {}
            // raw image (not tinted):
            OUDSFilterChip(image: OUDSImage(asset: Image("ic"), renderingMode: .original), accessibilityLabel: "Label")
            {}
            OUDSChipPicker(
                title: "Title", selection: $selection,
                chips: [
                    .init(tag: .value1, layout: .textAndIcon("Label", image: OUDSImage(asset: Image("ic")))),
                    // raw image:
                    .init(
                        tag: .value2,
                        layout: .textAndIcon(
                            "Brand", image: OUDSImage(asset: Image("ic_brand"), renderingMode: .original))),
                    .init(tag: .value3, layout: .icon(OUDSImage(asset: Image("ic")), accessibilityLabel: "Label")),
                    // raw image:
                    .init(
                        tag: .value4,
                        layout: .icon(
                            OUDSImage(asset: Image("ic_brand"), renderingMode: .original),
                            accessibilityLabel: "Brand")),
                ])
        }
    }
}

// The other spellings OUDS iOS has had (before 2.3: a bare `Image` and its rendering mode; a 2.3
// guide's `icon: OUDSImage`; 2.x picker layout cases), deprecated here: compiled in a deprecated type
// so that they build without warnings and still run.
@available(*, deprecated, message: "Compiles the older OUDS iOS chip spellings")
struct LegacyChipSnippets: View {
    @State var selection = "a"
    var body: some View {
        VStack {
            OUDSSuggestionChip(icon: Image("ic"), text: "Label") {}
            OUDSSuggestionChip(icon: Image("ic"), accessibilityLabel: "Label") {}
            OUDSSuggestionChip(icon: OUDSImage(asset: Image("ic")), text: "Label") {}
            OUDSFilterChip(icon: Image("ic"), text: "Label", selected: true) {}
            OUDSFilterChip(icon: Image("ic_brand"), accessibilityLabel: "Brand", renderingMode: .original) {}
            OUDSChipPicker(
                selection: $selection,
                chips: [
                    .init(tag: "a", layout: .textAndIcon(text: "Label", icon: Image("ic"))),
                    .init(tag: "b", layout: .icon(icon: Image("ic"), accessibilityLabel: "Label")),
                ])
        }
    }
}

@MainActor
@Suite("OUDS: document chip snippets")
struct DocumentChipSnippetTests {
    init() { OUDSTestAssets.register() }

    /// Every line renders in every theme and scheme: the labels of the text chips, then the
    /// picker's title and its two text chips; the picker's first chip is selected.
    @Test(arguments: ThemeCase.allCases, ColorScheme.allCases)
    func snippetsRenderInEveryTheme(theme: ThemeCase, scheme: ColorScheme) throws {
        let configuration = RenderConfiguration(scale: 1, colorScheme: scheme)
        let list = try ViewRenderer.displayList(
            OUDSThemeableView(theme: theme.make()) { ChipSnippets() }, configuration: configuration)
        #expect(
            textItems(list).map(\.string) == Array(repeating: "Label", count: 6) + ["Title", "Label", "Brand"])
        _ = try ViewRenderer.render(
            OUDSThemeableView(theme: theme.make()) { ChipSnippets() }, configuration: configuration)
    }

    @available(*, deprecated, message: "Renders the older OUDS iOS chip spellings")
    @Test func olderSpellingsStillRender() throws {
        let list = try displayList(OUDSThemeableView(theme: OrangeTheme()) { LegacyChipSnippets() })
        #expect(textItems(list).map(\.string) == ["Label", "Label", "Label", "Label"])
    }
}
