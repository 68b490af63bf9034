import ProofUI

/// A three-state checkbox with a label (selected, unselected, indeterminate), laid out as `OUDSCheckboxItem`.
///
/// ```swift
/// OUDSCheckboxItemIndeterminate("Label", selection: $selection, image: OUDSImage(asset: Image(decorative: "ic")))
/// ```
/// Disabled with `.disabled(true)`; hover, pressed and focus come from `\.interactionState`.
public struct OUDSCheckboxItemIndeterminate: View {
    private let selection: Binding<OUDSCheckboxIndicatorState>
    private let content: ControlItemContent
    private let action: (() -> Void)?

    /// A checkbox item with a plain-string label.
    ///
    /// `isReversed` puts the indicator at the trailing end and image at the leading end. `isError` with `isReadOnly`,
    /// and either with `.disabled(true)`, are forbidden: the render fails with `RenderError.invalidConfiguration`.
    public init(
        _ label: String, selection: Binding<OUDSCheckboxIndicatorState>, description: String? = nil,
        image: OUDSImage? = nil, isReversed: Bool = false,
        isError: Bool = false, errorText: String? = nil, helperText: String? = nil, isReadOnly: Bool = false,
        hasDivider: Bool = false,
        constrainedMaxWidth: Bool = false, action: (() -> Void)? = nil
    ) {
        self.selection = selection
        self.action = action
        content = ControlItemContent(
            label: label, description: description, image: image, isIndicatorTrailing: isReversed, isError: isError,
            errorText: ControlItemContent.text(errorText), helperText: ControlItemContent.text(helperText),
            isReadOnly: isReadOnly,
            hasDivider: hasDivider, constrainedMaxWidth: constrainedMaxWidth)
    }

    /// A checkbox item with a plain-string label and rich error and helper texts.
    ///
    /// `isReversed` puts the indicator at the trailing end and image at the leading end. `isError` with `isReadOnly`,
    /// and either with `.disabled(true)`, are forbidden: the render fails with `RenderError.invalidConfiguration`.
    @_disfavoredOverload
    public init(
        _ label: String, selection: Binding<OUDSCheckboxIndicatorState>, description: String? = nil,
        image: OUDSImage? = nil, isReversed: Bool = false,
        isError: Bool = false, errorText: AttributedString? = nil, helperText: AttributedString? = nil,
        isReadOnly: Bool = false, hasDivider: Bool = false,
        constrainedMaxWidth: Bool = false, action: (() -> Void)? = nil
    ) {
        self.selection = selection
        self.action = action
        content = ControlItemContent(
            label: label, description: description, image: image, isIndicatorTrailing: isReversed, isError: isError,
            errorText: ControlItemContent.text(errorText), helperText: ControlItemContent.text(helperText),
            isReadOnly: isReadOnly,
            hasDivider: hasDivider, constrainedMaxWidth: constrainedMaxWidth)
    }

    /// A checkbox item with a localized label (looked up in `tableName` of `bundle`).
    ///
    /// `isReversed` puts the indicator at the trailing end and image at the leading end. `isError` with `isReadOnly`,
    /// and either with `.disabled(true)`, are forbidden: the render fails with `RenderError.invalidConfiguration`.
    public init(
        _ label: LocalizedStringKey, tableName: String? = nil, bundle: Bundle = .main,
        selection: Binding<OUDSCheckboxIndicatorState>,
        description: String? = nil, image: OUDSImage? = nil, isReversed: Bool = false,
        isError: Bool = false, errorText: String? = nil, helperText: String? = nil, isReadOnly: Bool = false,
        hasDivider: Bool = false,
        constrainedMaxWidth: Bool = false, action: (() -> Void)? = nil
    ) {
        self.selection = selection
        self.action = action
        content = ControlItemContent(
            key: label, tableName: tableName, bundle: bundle, description: description, image: image,
            isIndicatorTrailing: isReversed,
            isError: isError,
            errorText: ControlItemContent.text(errorText), helperText: ControlItemContent.text(helperText),
            isReadOnly: isReadOnly,
            hasDivider: hasDivider, constrainedMaxWidth: constrainedMaxWidth)
    }

    /// A checkbox item with a localized label (looked up in `tableName` of `bundle`) and rich error and helper texts.
    ///
    /// `isReversed` puts the indicator at the trailing end and image at the leading end. `isError` with `isReadOnly`,
    /// and either with `.disabled(true)`, are forbidden: the render fails with `RenderError.invalidConfiguration`.
    @_disfavoredOverload
    public init(
        _ label: LocalizedStringKey, tableName: String? = nil, bundle: Bundle = .main,
        selection: Binding<OUDSCheckboxIndicatorState>,
        description: String? = nil, image: OUDSImage? = nil, isReversed: Bool = false,
        isError: Bool = false, errorText: AttributedString? = nil, helperText: AttributedString? = nil,
        isReadOnly: Bool = false, hasDivider: Bool = false,
        constrainedMaxWidth: Bool = false, action: (() -> Void)? = nil
    ) {
        self.selection = selection
        self.action = action
        content = ControlItemContent(
            key: label, tableName: tableName, bundle: bundle, description: description, image: image,
            isIndicatorTrailing: isReversed,
            isError: isError,
            errorText: ControlItemContent.text(errorText), helperText: ControlItemContent.text(helperText),
            isReadOnly: isReadOnly,
            hasDivider: hasDivider, constrainedMaxWidth: constrainedMaxWidth)
    }

    /// The item: indicator, texts, image, and the error or helper text.
    public var body: some View {
        ControlItem(
            component: "OUDSCheckboxItemIndeterminate", content: content,
            accessibilityValue: selection.wrappedValue.rawValue
        ) { interaction in
            CheckboxIndicator(state: selection.wrappedValue, interaction: interaction, isError: content.isError)
        }
        .onTapGesture {
            selection.wrappedValue = selection.wrappedValue == .selected ? .unselected : .selected
            action?()
        }
    }
}
