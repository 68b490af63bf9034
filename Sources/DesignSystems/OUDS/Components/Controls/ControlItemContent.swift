import ProofUI

/// What an item (checkbox, radio or switch item) shows besides its indicator: label, description,
/// image, error or helper text, and its layout options.
struct ControlItemContent {
    /// The main label.
    let label: Text
    /// The label as plain text (accessibility).
    let accessibilityLabel: String
    /// Optional description under the label.
    let description: Text?
    /// Optional image on the side opposite to the indicator.
    let image: OUDSImage?
    /// Indicator at the trailing end (image at the leading end).
    let isIndicatorTrailing: Bool
    /// Error look (label, indicator and error icon in negative colours).
    let isError: Bool
    /// Text under the item when in error.
    let errorText: Text?
    /// Text under the item when not in error.
    let helperText: Text?
    /// Read-only: shown, not editable.
    let isReadOnly: Bool
    /// A divider under the item.
    let hasDivider: Bool
    /// The width is capped at `controlItem.sizeMaxWidth`.
    let constrainedMaxWidth: Bool

    /// Content with a plain-string label.
    init(
        label: String, description: String?, image: OUDSImage?, isIndicatorTrailing: Bool, isError: Bool,
        errorText: Text?, helperText: Text?,
        isReadOnly: Bool, hasDivider: Bool, constrainedMaxWidth: Bool
    ) {
        self.init(
            label: Text(label), accessibilityLabel: label, description: description, image: image,
            isIndicatorTrailing: isIndicatorTrailing,
            isError: isError, errorText: errorText, helperText: helperText, isReadOnly: isReadOnly,
            hasDivider: hasDivider,
            constrainedMaxWidth: constrainedMaxWidth)
    }

    /// Content with a localized label.
    init(
        key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle, description: String?, image: OUDSImage?,
        isIndicatorTrailing: Bool,
        isError: Bool,
        errorText: Text?, helperText: Text?, isReadOnly: Bool, hasDivider: Bool, constrainedMaxWidth: Bool
    ) {
        self.init(
            label: Text(key, tableName: tableName, bundle: bundle),
            accessibilityLabel: key.resolved(tableName: tableName, bundle: bundle), description: description,
            image: image,
            isIndicatorTrailing: isIndicatorTrailing, isError: isError, errorText: errorText, helperText: helperText,
            isReadOnly: isReadOnly,
            hasDivider: hasDivider, constrainedMaxWidth: constrainedMaxWidth)
    }

    private init(
        label: Text, accessibilityLabel: String, description: String?, image: OUDSImage?, isIndicatorTrailing: Bool,
        isError: Bool,
        errorText: Text?, helperText: Text?, isReadOnly: Bool, hasDivider: Bool, constrainedMaxWidth: Bool
    ) {
        self.label = label
        self.accessibilityLabel = accessibilityLabel
        self.description = description.flatMap { $0.isEmpty ? nil : Text($0) }
        self.image = image
        self.isIndicatorTrailing = isIndicatorTrailing
        self.isError = isError
        self.errorText = errorText
        self.helperText = helperText
        self.isReadOnly = isReadOnly
        self.hasDivider = hasDivider
        self.constrainedMaxWidth = constrainedMaxWidth
    }

    /// A plain error or helper text, nil when absent or empty.
    static func text(_ string: String?) -> Text? { string.flatMap { $0.isEmpty ? nil : Text($0) } }

    /// A rich error or helper text, nil when absent.
    static func text(_ attributed: AttributedString?) -> Text? { attributed.map { Text($0) } }
}
