import OUDSSwiftUI
import OUDSTestAssets
import Testing

// The framework usage document (seed 000) "Dialogs — Alert Message" and "Dialogs — Inline Alert",
// compiled verbatim inside view bodies and rendered. Changes to the documents' text, each for a
// stated reason:
// - The snippets are statements in a `VStack` of a view body, as the document assumes, with the
//   whitespace `swift format` gives them (the third alert's arguments one a line).
// - The trailing comment "// .original to avoid to have tinted images" stands on its own line above
//   the `status:` argument it explains: at the end of that line it would pass the 120-column limit.
// - The alert message's comment line "Rich description / rich bullet list: pass AttributedString
//   instead of String" is prose, not code: its evident intent is compiled as two extra statements
//   after the document's lines.

// Dialogs — Alert Message.
struct AlertMessageSnippets: View {
    var body: some View {
        VStack {
            OUDSAlertMessage(label: "Label")
            // swift-format-ignore: NoBlockComments
            OUDSAlertMessage(label: "Label", status: .warning, description: "Details") { /* dismiss */  }
            OUDSAlertMessage(
                label: "Label",
                // .original to avoid to have tinted images
                status: .neutral(image: OUDSImage(asset: Image("ic_heart"), renderingMode: .original)),
                bulletList: ["A", "B"],
                link: .init(text: "More", position: .bottom) {},
                onClose: {})
            // Rich description / rich bullet list: pass AttributedString instead of String
            OUDSAlertMessage(label: "Label", description: AttributedString("Rich details"))
            OUDSAlertMessage(label: "Label", bulletList: [AttributedString("Rich A"), AttributedString("Rich B")])
        }
    }
}

// Dialogs — Inline Alert.
struct InlineAlertSnippets: View {
    var body: some View {
        VStack {
            OUDSInlineAlert(label: "Label")
            OUDSInlineAlert(label: "Label", status: .warning)
            OUDSInlineAlert(label: "Label", status: .accent(image: OUDSImage(asset: Image("ic_heart"))))
        }
    }
}

// The OUDS 1.x–2.x `icon:` spelling of the status, deprecated in favour of `image:`.
@available(*, deprecated, message: "Compiles the older API generation")
struct LegacyAlertStatusSnippets: View {
    var body: some View {
        VStack {
            OUDSAlertMessage(label: "Label", status: .neutral(icon: OUDSImage(asset: Image("ic_heart"))))
            OUDSInlineAlert(label: "Label", status: .accent(icon: OUDSImage(asset: Image("ic_heart"))))
        }
    }
}

/// The snippets of one document section, with the texts they show, in order.
enum AlertSnippet: String, CaseIterable, CustomTestStringConvertible {
    case alertMessage, inlineAlert

    @MainActor var view: AnyView {
        switch self {
        case .alertMessage: AnyView(AlertMessageSnippets())
        case .inlineAlert: AnyView(InlineAlertSnippets())
        }
    }

    var texts: [String] {
        switch self {
        case .alertMessage:
            [
                "Label", "Label", "Details", "Label", "A", "B", "More", "Label", "Rich details", "Label", "Rich A",
                "Rich B",
            ]
        case .inlineAlert: ["Label", "Label", "Label"]
        }
    }

    var testDescription: String { rawValue }
}

@MainActor
@Suite("Documents: alert snippets")
struct DocumentAlertSnippetTests {
    init() { OUDSTestAssets.register() }

    /// Every section renders in every theme, showing the document's texts in order.
    @Test(arguments: AlertSnippet.allCases, ThemeCase.allCases)
    func snippetsRender(snippet: AlertSnippet, theme: ThemeCase) throws {
        let list = try displayList(OUDSThemeableView(theme: theme.make()) { snippet.view }, width: 360)
        #expect(textItems(list).map(\.string) == snippet.texts)
    }

    /// The document's trailing closure is the close button: the warning alert with it draws the
    /// minimal button's cross, and the one without it does not.
    @Test func trailingClosureIsTheCloseButton() throws {
        let theme = OrangeTheme()
        let closeButton = try displayList(
            OUDSThemeableView(theme: theme) {
                OUDSAlertMessage(label: "Label", status: .warning, description: "Details") {}
            }, width: 360)
        let plain = try displayList(
            OUDSThemeableView(theme: theme) {
                OUDSAlertMessage(label: "Label", status: .warning, description: "Details")
            }, width: 360)
        let cross = hex(theme.button.colorContentMinimal.enabled, .light)
        #expect(fillPaints(closeButton).contains(cross))
        #expect(!fillPaints(plain).contains(cross))
    }

    /// The deprecated `icon:` spelling draws what `image:` draws.
    @available(*, deprecated, message: "Renders the older API generation")
    @Test func olderStatusSpellingForwardsToImage() throws {
        let theme = OrangeTheme()
        let legacy = try displayList(OUDSThemeableView(theme: theme) { LegacyAlertStatusSnippets() }, width: 360)
        let current = try displayList(
            OUDSThemeableView(theme: theme) {
                VStack {
                    OUDSAlertMessage(label: "Label", status: .neutral(image: OUDSImage(asset: Image("ic_heart"))))
                    OUDSInlineAlert(label: "Label", status: .accent(image: OUDSImage(asset: Image("ic_heart"))))
                }
            }, width: 360)
        #expect(legacy.description == current.description)
        #expect(legacy.items.contains { if case .image = $0 { true } else { false } } || fillPaints(legacy).count > 1)
    }
}
