import Foundation
import ProofUI

/// A multi-line text field: the label always on top (large while the area is empty, unfocused and
/// without placeholder, small otherwise), the text wrapping in an input between
/// `textArea.sizeMinHeightInput` (72) and `sizeMaxHeightInput` (240) high, cut there with a scroll
/// bar, a trailing box for the error icon or the loading indicator, and the helper text, a
/// character counter or the error message under it (`ouds-components.md` §3.2). Colours, borders
/// and radius are the text input's.
///
/// ```swift
/// OUDSTextArea(label: "Message", text: $text, helperText: .charactersMaxCount(500))
/// ```
public struct OUDSTextArea: View {
    private let label: String
    private let text: Binding<String>
    private let placeholder: String?
    private let helperText: HelperText?
    private let helperLink: Helperlink?
    private let isOutlined: Bool
    private let constrainedMaxWidth: Bool
    private let constrainedMaxHeight: Bool
    private let status: Status
    @Environment(\.theme) private var theme
    @Environment(\.interactionState) private var interaction

    /// A text area labelled `label` editing `text`.
    ///
    /// - Parameters:
    ///   - placeholder: shown while `text` is empty.
    ///   - helperText: a text, a rich text or a character counter under the area.
    ///   - constrainedMaxWidth: at most `textArea.sizeMaxWidth` (640) wide instead of the offer.
    ///   - constrainedMaxHeight: the input stays at its minimum height (three lines) and scrolls
    ///     from the first overflowing line. The framework usage document has this flag; OUDS iOS
    ///     has none (its height is token-driven only), so Proof adds it without changing the
    ///     library's argument order.
    public init(
        label: String, text: Binding<String>, placeholder: String? = nil, helperText: Self.HelperText? = nil,
        helperLink: Self.Helperlink? = nil, isOutlined: Bool = false, constrainedMaxWidth: Bool = false,
        constrainedMaxHeight: Bool = false, status: Self.Status = .enabled
    ) {
        self.label = label
        self.text = text
        self.placeholder = placeholder
        self.helperText = helperText
        self.helperLink = helperLink
        self.isOutlined = isOutlined
        self.constrainedMaxWidth = constrainedMaxWidth
        self.constrainedMaxHeight = constrainedMaxHeight
        self.status = status
    }

    /// A text area whose label is looked up as `key` in `tableName` of `bundle`.
    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle = .main, text: Binding<String>,
        placeholder: String? = nil, helperText: Self.HelperText? = nil, helperLink: Self.Helperlink? = nil,
        isOutlined: Bool = false, constrainedMaxWidth: Bool = false, constrainedMaxHeight: Bool = false,
        status: Self.Status = .enabled
    ) {
        self.init(
            label: key.resolved(tableName: tableName, bundle: bundle), text: text, placeholder: placeholder,
            helperText: helperText, helperLink: helperLink, isOutlined: isOutlined,
            constrainedMaxWidth: constrainedMaxWidth, constrainedMaxHeight: constrainedMaxHeight, status: status)
    }

    /// The area, the helper line and the helper link, stacked.
    public var body: some View {
        let value = text.wrappedValue
        let exceeds = (helperText?.exceedingCount(value) ?? 0) > 0
        let state = InputFieldState(
            readOnly: status == .readOnly, disabled: status == .disabled, loading: false, interaction: interaction)
        let isError = status.errorMessage != nil || exceeds
        let look = InputLook(theme: theme, state: state, isError: isError, isOutlined: isOutlined)
        let helper = status.errorMessage ?? helperText?.content(for: value)
        let helperColor = exceeds && status.errorMessage == nil ? theme.textInput.colorContentError : look.helper
        return VStack(alignment: .leading, spacing: theme.spaces.fixedNone) {
            TextAreaField(
                label: label, value: value, placeholder: placeholder, look: look, isError: isError,
                isLoading: status == .loading, constrainedMaxHeight: constrainedMaxHeight
            )
            .accessibilityLabel(accessibilityLabel(value: value, isError: isError))
            .accessibilityValue(value)
            .accessibilityHint(helper?.rawValue ?? "")
            if let helper, !helper.isEmpty {
                InputHelperText(content: helper, color: state == .disabled ? look.helper : helperColor)
                    .accessibilityHidden(true)
            }
            if let helperLink, !helperLink.text.isEmpty {
                OUDSLink(text: helperLink.text, size: .small, action: helperLink.action)
                    .padding(.horizontal, theme.textInput.spacePaddingInline)
                    .interactionState(.idle)
            }
        }
        .frame(
            minWidth: theme.textArea.sizeMinWidth,
            maxWidth: constrainedMaxWidth ? theme.textArea.sizeMaxWidth : .infinity, alignment: .leading)
    }

    private func accessibilityLabel(value: String, isError: Bool) -> String {
        var parts = [label.isEmpty ? (placeholder ?? "") : InputLabelText.spoken(label)]
        if value.isEmpty { parts.append("empty") }
        if isError { parts.append("error") }
        if status == .loading { parts.append("loading") }
        if status == .disabled { parts.append("disabled") }
        return parts.joined(separator: ", ")
    }
}
