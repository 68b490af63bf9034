import Foundation
import ProofUI

// Older spellings of `OUDSTextInput`'s initialisers, kept so existing code compiles: OUDS iOS 1.4.0
// named the leading image `leadingIcon` (an `OUDSImage`), and 1.3 and the text-input document took
// a bare `Image` with `flipLeadingIcon` and `leadingIconRenderingMode`. Disfavoured so that a call
// the newest initialisers accept always picks them.
extension OUDSTextInput {
    /// OUDS iOS 1.4.0: the leading image as `leadingIcon`.
    @_disfavoredOverload
    @available(*, deprecated, message: "Use init(label:text:…) with leadingImage: OUDSImage instead.")
    public init(
        label: String, text: Binding<String>, placeholder: String? = nil, prefix: String? = nil,
        suffix: String? = nil, leadingIcon: OUDSImage?, trailingAction: Self.TrailingAction? = nil,
        helperText: String? = nil, helperLink: Self.Helperlink? = nil, isOutlined: Bool = false,
        constrainedMaxWidth: Bool = false, status: Self.Status = .enabled
    ) {
        self.init(
            label: label, text: text, placeholder: placeholder, prefix: prefix, suffix: suffix,
            leadingImage: leadingIcon, trailingAction: trailingAction, helperText: helperText, helperLink: helperLink,
            isOutlined: isOutlined, constrainedMaxWidth: constrainedMaxWidth, status: status)
    }

    /// The text-input document's and OUDS iOS 1.3's spelling: a bare `Image`, mirrored with
    /// `flipLeadingIcon`.
    @_disfavoredOverload
    @available(*, deprecated, message: "Use init(label:text:…) with leadingImage: OUDSImage instead.")
    public init(
        label: String, text: Binding<String>, placeholder: String? = nil, prefix: String? = nil,
        suffix: String? = nil, leadingIcon: Image? = nil, flipLeadingIcon: Bool = false,
        leadingIconRenderingMode: Image.TemplateRenderingMode = .template, trailingAction: Self.TrailingAction? = nil,
        helperText: String? = nil, helperLink: Self.Helperlink? = nil, isOutlined: Bool = false,
        constrainedMaxWidth: Bool = false, status: Self.Status = .enabled
    ) {
        self.init(
            label: label, text: text, placeholder: placeholder, prefix: prefix, suffix: suffix,
            leadingImage: leadingIcon.map {
                OUDSImage(asset: $0, flipped: flipLeadingIcon, renderingMode: leadingIconRenderingMode)
            },
            trailingAction: trailingAction, helperText: helperText, helperLink: helperLink, isOutlined: isOutlined,
            constrainedMaxWidth: constrainedMaxWidth, status: status)
    }

    /// The localized form of the `Image`-based spelling.
    @_disfavoredOverload
    @available(*, deprecated, message: "Use init(_:tableName:bundle:text:…) with leadingImage: OUDSImage instead.")
    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle = .main, text: Binding<String>,
        placeholder: String? = nil, prefix: String? = nil, suffix: String? = nil, leadingIcon: Image? = nil,
        flipLeadingIcon: Bool = false, leadingIconRenderingMode: Image.TemplateRenderingMode = .template,
        trailingAction: Self.TrailingAction? = nil, helperText: String? = nil, helperLink: Self.Helperlink? = nil,
        isOutlined: Bool = false, constrainedMaxWidth: Bool = false, status: Self.Status = .enabled
    ) {
        self.init(
            label: key.resolved(tableName: tableName, bundle: bundle), text: text, placeholder: placeholder,
            prefix: prefix, suffix: suffix, leadingIcon: leadingIcon, flipLeadingIcon: flipLeadingIcon,
            leadingIconRenderingMode: leadingIconRenderingMode, trailingAction: trailingAction, helperText: helperText,
            helperLink: helperLink, isOutlined: isOutlined, constrainedMaxWidth: constrainedMaxWidth, status: status)
    }
}
