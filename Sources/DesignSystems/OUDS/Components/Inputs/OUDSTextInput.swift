import Foundation
import ProofUI

/// A single-line text field (names, emails, search): a label that sits in place of the placeholder
/// while the field is empty and floats above the value otherwise, an optional placeholder with
/// prefix and suffix, leading image, trailing action, helper text and link, in the default (tinted,
/// bottom border) or outlined style, with the statuses of ``Status`` (`theme.textInput`;
/// `ouds-components.md` §3.1). Rounded corners come from the theme's `hasRoundedTextInputs` tuning.
///
/// A still frame has no keyboard: the field is drawn as it looks, focused when the environment's
/// interaction state is `.focused` (or `.pressed`), with its caret after the value. A label ending
/// in "*" follows the documents' mandatory-field rule (``InputLabelText``).
///
/// ```swift
/// OUDSTextInput(label: "Email", text: $text, placeholder: "firstName.lastName", suffix: "@orange.com")
/// OUDSTextInput(label: "Email", text: $text, status: .error(message: "Unknown address"))
/// ```
public struct OUDSTextInput: View {
    let label: String
    let text: Binding<String>
    let placeholder: String?
    let prefix: String?
    let suffix: String?
    let leadingImage: OUDSImage?
    let trailingAction: TrailingAction?
    let helperText: TextualContent?
    let helperLink: Helperlink?
    let isOutlined: Bool
    let constrainedMaxWidth: Bool
    let status: Status
    /// Set by `OUDSPasswordInput`: the value is masked with "●".
    var masksValue = false
    /// Set by `OUDSPasswordInput`: drawn in place of the leading image (the padlock).
    var customLeading: AnyView?
    /// Set by `OUDSPasswordInput`: drawn in place of the trailing action (the visibility toggle).
    var customTrailing: AnyView?

    @Environment(\.theme) private var theme
    @Environment(\.interactionState) private var interaction

    /// A text input labelled `label` editing `text`.
    ///
    /// - Parameters:
    ///   - placeholder: shown while `text` is empty; the prefix and suffix show only with a
    ///     placeholder, and then when it is not empty, the field is focused or `text` is not empty.
    ///   - leadingImage: a decorative image before the text (24 pt, muted).
    ///   - helperText: under the field; replaced by the message in error.
    ///   - constrainedMaxWidth: at most `textInput.sizeMaxWidth` (480) wide instead of the offer.
    public init(
        label: String, text: Binding<String>, placeholder: String? = nil, prefix: String? = nil,
        suffix: String? = nil, leadingImage: OUDSImage? = nil, trailingAction: Self.TrailingAction? = nil,
        helperText: String? = nil, helperLink: Self.Helperlink? = nil, isOutlined: Bool = false,
        constrainedMaxWidth: Bool = false, status: Self.Status = .enabled
    ) {
        self.init(
            label: label, text: text, placeholder: placeholder, prefix: prefix, suffix: suffix,
            leadingImage: leadingImage, trailingAction: trailingAction, helper: helperText.map { .raw($0) },
            helperLink: helperLink, isOutlined: isOutlined, constrainedMaxWidth: constrainedMaxWidth, status: status)
    }

    /// A text input with a rich helper text.
    public init(
        label: String, text: Binding<String>, placeholder: String? = nil, prefix: String? = nil,
        suffix: String? = nil, leadingImage: OUDSImage? = nil, trailingAction: Self.TrailingAction? = nil,
        helperText: AttributedString, helperLink: Self.Helperlink? = nil, isOutlined: Bool = false,
        constrainedMaxWidth: Bool = false, status: Self.Status = .enabled
    ) {
        self.init(
            label: label, text: text, placeholder: placeholder, prefix: prefix, suffix: suffix,
            leadingImage: leadingImage, trailingAction: trailingAction, helper: .attributed(helperText),
            helperLink: helperLink, isOutlined: isOutlined, constrainedMaxWidth: constrainedMaxWidth, status: status)
    }

    /// A text input whose label is looked up as `key` in `tableName` of `bundle`.
    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle = .main, text: Binding<String>,
        placeholder: String? = nil, prefix: String? = nil, suffix: String? = nil, leadingImage: OUDSImage? = nil,
        trailingAction: Self.TrailingAction? = nil, helperText: String? = nil, helperLink: Self.Helperlink? = nil,
        isOutlined: Bool = false, constrainedMaxWidth: Bool = false, status: Self.Status = .enabled
    ) {
        self.init(
            label: key.resolved(tableName: tableName, bundle: bundle), text: text, placeholder: placeholder,
            prefix: prefix, suffix: suffix, leadingImage: leadingImage, trailingAction: trailingAction,
            helperText: helperText, helperLink: helperLink, isOutlined: isOutlined,
            constrainedMaxWidth: constrainedMaxWidth, status: status)
    }

    /// A text input with a localized label and a rich helper text.
    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle = .main, text: Binding<String>,
        placeholder: String? = nil, prefix: String? = nil, suffix: String? = nil, leadingImage: OUDSImage? = nil,
        trailingAction: Self.TrailingAction? = nil, helperText: AttributedString,
        helperLink: Self.Helperlink? = nil, isOutlined: Bool = false, constrainedMaxWidth: Bool = false,
        status: Self.Status = .enabled
    ) {
        self.init(
            label: key.resolved(tableName: tableName, bundle: bundle), text: text, placeholder: placeholder,
            prefix: prefix, suffix: suffix, leadingImage: leadingImage, trailingAction: trailingAction,
            helperText: helperText, helperLink: helperLink, isOutlined: isOutlined,
            constrainedMaxWidth: constrainedMaxWidth, status: status)
    }

    init(
        label: String, text: Binding<String>, placeholder: String?, prefix: String?, suffix: String?,
        leadingImage: OUDSImage?, trailingAction: TrailingAction?, helper: TextualContent?,
        helperLink: Helperlink?, isOutlined: Bool, constrainedMaxWidth: Bool, status: Status
    ) {
        self.label = label
        self.text = text
        self.placeholder = placeholder
        self.prefix = prefix
        self.suffix = suffix
        self.leadingImage = leadingImage
        self.trailingAction = trailingAction
        self.helperText = helper
        self.helperLink = helperLink
        self.isOutlined = isOutlined
        self.constrainedMaxWidth = constrainedMaxWidth
        self.status = status
    }

    /// The field, the helper (or error) text and the helper link, stacked.
    public var body: some View {
        let t = theme.textInput
        let look = InputLook(
            theme: theme, state: fieldState, isError: status.errorMessage != nil, isOutlined: isOutlined)
        let helper = status.errorMessage ?? helperText
        return VStack(alignment: .leading, spacing: theme.spaces.fixedNone) {
            TextInputField(input: self, look: look)
                .accessibilityLabel(accessibilityLabel)
                .accessibilityValue(accessibilityValue)
                .accessibilityHint(helperText?.rawValue ?? "")
            if let helper, !helper.isEmpty {
                InputHelperText(content: helper, color: look.helper).accessibilityHidden(true)
            }
            if let helperLink, !helperLink.text.isEmpty {
                OUDSLink(text: helperLink.text, size: .small, action: helperLink.action)
                    .padding(.horizontal, t.spacePaddingInline)
                    .interactionState(.idle)
            }
        }
        .frame(
            minWidth: t.sizeMinWidth, maxWidth: constrainedMaxWidth ? t.sizeMaxWidth : .infinity, alignment: .leading)
    }

    private var fieldState: InputFieldState {
        InputFieldState(
            readOnly: status == .readOnly, disabled: status == .disabled, loading: status.isLoading,
            interaction: interaction)
    }

    private var accessibilityLabel: String {
        var parts = [label.isEmpty ? (placeholder ?? "") : InputLabelText.spoken(label)]
        if text.wrappedValue.isEmpty { parts.append("empty") }
        if let message = status.errorMessage { parts.append("error: \(message.rawValue)") }
        if status.isLoading { parts.append("loading") }
        if status == .disabled { parts.append("disabled") }
        return parts.joined(separator: ", ")
    }

    private var accessibilityValue: String {
        let value = text.wrappedValue
        guard !value.isEmpty else { return "" }
        if masksValue { return "\(value.count) characters" }
        return [prefix, value, suffix].compactMap { $0 }.joined(separator: " ")
    }
}
