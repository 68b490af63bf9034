import Foundation
import OUDSSwiftUI
import OUDSTestAssets
import Testing

// The text-input document (seed 002) compiled verbatim and rendered, and the framework usage
// document's (seed 000) "Controls — Pin Code Input", "Controls — Password Input", "Controls — Text
// Input" and "Controls — Text Area" lines. Changes to the documents' text, each for a stated reason:
// - Line breaks and indentation are the checked-in formatter's; the tokens are the documents'.
// - Statements sit in a `VStack` of a view body; `@State` holds `$text`, `$value`, `$password` and
//   `$isHidden`; `layoutDirection` and `openUrl` are read from the environment as the snippets say.
// - Both documents open a URL they never declare: `url` is declared below.
// - `Bundle.module` is the one `DocumentControlSnippetTests.swift` declares (no resources here).
// - Seed 002 shows the older API generation (`leadingIcon: Image`, `flipLeadingIcon:`,
//   `TrailingAction(icon: Image, …)`), deprecated in OUDS iOS 1.4: those lines are compiled in a type
//   marked deprecated, so that they build without warnings and still run.
// - Seed 002's "// Empty text with prefix and suffix" line draws no prefix or suffix: as in OUDS iOS,
//   they show only with a placeholder (`OUDSTextInput`'s documentation says so).

/// The page both documents' helper links open.
private let url = URL(string: "https://unified-design-system.orange.com")!

// Seed 002, the lines in the current API.
struct TextInputDocumentSnippets: View {
    // The text to display and edit
    @State var text: String = ""
    // With helper link
    @Environment(\.openURL) private var openUrl

    var body: some View {
        VStack {
            // An outlined text input
            OUDSTextInput(label: "Label", text: $text, isOutlined: true)

            // With a localizable and a bundle
            OUDSTextInput(LocalizedStringKey("label_wording"), bundle: Bundle.module, text: $text)

            // Empty text and no placeholder
            OUDSTextInput(label: "Email", text: $text)

            // Empty text with placeholder and suffix
            OUDSTextInput(label: "Email", text: $text, placeholder: "firstName.lastName", suffix: "@orange.com")

            // Empty text with prefix and suffix
            OUDSTextInput(label: "Email", text: $text, prefix: "Distance", suffix: "km")

            // With helper text
            OUDSTextInput(
                label: "Email",
                text: $text,
                placeholder: "firstName.lastName",
                suffix: "@orange.com",
                helperText: "The email will be automatically completed with @orange.com")

            let helperLink = OUDSTextInput.HelperLink(text: "Helper Link") {
                openUrl.callAsFunction(url)
            }

            OUDSTextInput(label: "Label", text: $text, placeholder: "Placeholder", helperLink: helperLink)
        }
    }
}

// Seed 002, the lines in the older API generation (deprecated spellings).
@available(*, deprecated, message: "Compiles the older API generation the text-input document shows")
struct TextInputDocumentDeprecatedSnippets: View {
    @State var text: String = ""
    @Environment(\.layoutDirection) var layoutDirection

    var body: some View {
        VStack {
            // Add a leading icon for more context
            OUDSTextInput(
                label: "Email", text: $text, placeholder: "firstName.lastName", suffix: "@orange.com",
                leadingIcon: Image(systemName: "envelope"))

            // Add a trailing button with local image namde "ic_cross" for additional action
            let trailingAction = OUDSTextInput.TrailingAction(icon: Image("ic_cross"), actionHint: "Delete") {
                text = ""
            }
            OUDSTextInput(label: "Email", text: $text, trailingAction: trailingAction)

            OUDSTextInput(label: "Label", text: $text, flipLeadingIcon: layoutDirection == .rightToLeft)
        }
    }
}

// Seed 000, "Controls — Pin Code Input", "Controls — Password Input", "Controls — Text Input" and
// "Controls — Text Area", verbatim.
struct InputControlSnippets: View {
    @State var value = ""
    @State var password = "s3cret"
    @State var isHidden = true
    @State var text = ""
    @Environment(\.layoutDirection) var layoutDirection
    @Environment(\.openURL) private var openUrl

    var body: some View {
        VStack {
            OUDSPinCodeInput($value)
            OUDSPinCodeInput($value, length: .four, autofocus: true)
            OUDSPinCodeInput($value, helperText: "Enter your PIN")

            OUDSPasswordInput(label: "Password", password: $password, isHiddenPassword: $isHidden)
            OUDSPasswordInput(
                label: "Password", password: $password, isHiddenPassword: $isHidden,
                placeholder: "Min. 8 chars", prefix: "🔑", lockIcon: true)

            OUDSTextInput(label: "Label", text: $text)
            OUDSTextInput(label: "Label", text: $text, placeholder: "…", prefix: "Pre", suffix: "Suf")
            OUDSTextInput(label: "Label", text: $text, leadingImage: OUDSImage(asset: Image("ic")))
            OUDSTextInput(
                label: "Label", text: $text,
                leadingImage: OUDSImage(asset: Image("ic"), renderingMode: .original))  // raw image (not tinted)
            OUDSTextInput(
                label: "Label", text: $text,
                leadingImage: OUDSImage(asset: Image("ic"), flipped: layoutDirection == .rightToLeft))  // flip for RTL
            OUDSTextInput(
                label: "Label", text: $text,
                trailingAction: .init(image: OUDSImage(asset: Image("ic")), actionHint: "Hint") {})
            OUDSTextInput(
                label: "Label", text: $text,
                trailingAction: .init(
                    image: OUDSImage(asset: Image("ic"), renderingMode: .original),
                    actionHint: "Hint"
                ) {})  // raw image

            OUDSTextArea(label: "Label", text: $text)
            OUDSTextArea(label: "Label", text: $text, placeholder: "Describe…")
            OUDSTextArea(label: "Label", text: $text, helperText: .plain("Max 500 chars."))
            OUDSTextArea(label: "Label", text: $text, helperText: .charactersMaxCount(500))
            OUDSTextArea(
                label: "Label", text: $text,
                helperLink: .init(text: "Learn more") { openUrl(url) })
            // Fixed height — no vertical growth, scroll from first overflow line
            OUDSTextArea(label: "Label", text: $text, constrainedMaxHeight: true)
        }
    }
}

@MainActor
@Suite("OUDS: document text-input snippets")
struct DocumentTextInputSnippetTests {
    init() { OUDSTestAssets.register() }

    static func strings<V: View>(_ view: V, _ theme: ThemeCase, _ scheme: ColorScheme) throws -> [String] {
        let configuration = RenderConfiguration(scale: 1, colorScheme: scheme)
        let list = try ViewRenderer.displayList(
            OUDSThemeableView(theme: theme.make()) { view.frame(width: 400) }, configuration: configuration)
        return textItems(list).map(\.string)
    }

    @Test(arguments: ThemeCase.allCases, ColorScheme.allCases)
    func textInputDocumentRendersInEveryTheme(theme: ThemeCase, scheme: ColorScheme) throws {
        let texts = try Self.strings(TextInputDocumentSnippets(), theme, scheme)
        #expect(texts.filter { $0 == "Email" }.count == 4)
        #expect(texts.contains("@orange.com"))
        #expect(texts.contains("The email will be automatically completed with @orange.com"))
        #expect(texts.contains("Helper Link"))
        #expect(!texts.contains("km"), "no placeholder: the suffix is hidden")
    }

    @available(*, deprecated, message: "Renders the older API generation the text-input document shows")
    @Test func olderTextInputSpellingsRender() throws {
        let list = try displayList(
            OUDSThemeableView(theme: OrangeTheme()) { TextInputDocumentDeprecatedSnippets().frame(width: 400) })
        #expect(textItems(list).map(\.string).filter { $0 == "Email" }.count == 2)
        #expect(try list.accessibilityJSON().contains("Delete"))
    }

    @Test(arguments: ThemeCase.allCases, ColorScheme.allCases)
    func inputControlSnippetsRenderInEveryTheme(theme: ThemeCase, scheme: ColorScheme) throws {
        let texts = try Self.strings(InputControlSnippets(), theme, scheme)
        #expect(texts.filter { $0 == "-" }.count == 6 + 3 + 6, "empty boxes (the autofocused one has the caret)")
        #expect(texts.contains("Enter your PIN"))
        #expect(texts.filter { $0 == "●●●●●●" }.count == 2, "the password is hidden")
        #expect(texts.contains("500 characters remaining"))
        #expect(texts.contains("Learn more"))
    }
}
