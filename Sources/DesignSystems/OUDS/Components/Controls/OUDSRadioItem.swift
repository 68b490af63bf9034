import ProofUI

/// A radio button with a label: the round selector (leading by default) beside a label, an optional
/// description and image, in a row of at least `controlItem.sizeMinHeight`.
///
/// ```swift
/// OUDSRadioItem("Label", isOn: $isOn, image: OUDSImage(asset: Image(decorative: "ic")))
/// ```
/// Disabled with `.disabled(true)`; hover, pressed and focus come from `\.interactionState`.
public struct OUDSRadioItem: View {
    private let isOn: Binding<Bool>
    private let content: ControlItemContent
    private let action: (() -> Void)?

    /// A radio button item with a plain-string label.
    ///
    /// `isReversed` puts the indicator at the trailing end and image at the leading end. `isError` with `isReadOnly`,
    /// and either with `.disabled(true)`, are forbidden: the render fails with `RenderError.invalidConfiguration`.
    public init(
        _ label: String, isOn: Binding<Bool>, description: String? = nil, image: OUDSImage? = nil,
        isReversed: Bool = false,
        isError: Bool = false, errorText: String? = nil, helperText: String? = nil, isReadOnly: Bool = false,
        hasDivider: Bool = false,
        constrainedMaxWidth: Bool = false, action: (() -> Void)? = nil
    ) {
        self.isOn = isOn
        self.action = action
        content = ControlItemContent(
            label: label, description: description, image: image, isIndicatorTrailing: isReversed, isError: isError,
            errorText: ControlItemContent.text(errorText), helperText: ControlItemContent.text(helperText),
            isReadOnly: isReadOnly,
            hasDivider: hasDivider, constrainedMaxWidth: constrainedMaxWidth)
    }

    /// A radio button item with a plain-string label and rich error and helper texts.
    ///
    /// `isReversed` puts the indicator at the trailing end and image at the leading end. `isError` with `isReadOnly`,
    /// and either with `.disabled(true)`, are forbidden: the render fails with `RenderError.invalidConfiguration`.
    @_disfavoredOverload
    public init(
        _ label: String, isOn: Binding<Bool>, description: String? = nil, image: OUDSImage? = nil,
        isReversed: Bool = false,
        isError: Bool = false, errorText: AttributedString? = nil, helperText: AttributedString? = nil,
        isReadOnly: Bool = false, hasDivider: Bool = false,
        constrainedMaxWidth: Bool = false, action: (() -> Void)? = nil
    ) {
        self.isOn = isOn
        self.action = action
        content = ControlItemContent(
            label: label, description: description, image: image, isIndicatorTrailing: isReversed, isError: isError,
            errorText: ControlItemContent.text(errorText), helperText: ControlItemContent.text(helperText),
            isReadOnly: isReadOnly,
            hasDivider: hasDivider, constrainedMaxWidth: constrainedMaxWidth)
    }

    /// A radio button item with a localized label (looked up in `tableName` of `bundle`).
    ///
    /// `isReversed` puts the indicator at the trailing end and image at the leading end. `isError` with `isReadOnly`,
    /// and either with `.disabled(true)`, are forbidden: the render fails with `RenderError.invalidConfiguration`.
    public init(
        _ label: LocalizedStringKey, tableName: String? = nil, bundle: Bundle = .main, isOn: Binding<Bool>,
        description: String? = nil,
        image: OUDSImage? = nil, isReversed: Bool = false,
        isError: Bool = false, errorText: String? = nil, helperText: String? = nil, isReadOnly: Bool = false,
        hasDivider: Bool = false,
        constrainedMaxWidth: Bool = false, action: (() -> Void)? = nil
    ) {
        self.isOn = isOn
        self.action = action
        content = ControlItemContent(
            key: label, tableName: tableName, bundle: bundle, description: description, image: image,
            isIndicatorTrailing: isReversed,
            isError: isError,
            errorText: ControlItemContent.text(errorText), helperText: ControlItemContent.text(helperText),
            isReadOnly: isReadOnly,
            hasDivider: hasDivider, constrainedMaxWidth: constrainedMaxWidth)
    }

    /// A radio button item with a localized label (looked up in `tableName` of `bundle`) and rich error
    /// and helper texts.
    ///
    /// `isReversed` puts the indicator at the trailing end and image at the leading end. `isError` with `isReadOnly`,
    /// and either with `.disabled(true)`, are forbidden: the render fails with `RenderError.invalidConfiguration`.
    @_disfavoredOverload
    public init(
        _ label: LocalizedStringKey, tableName: String? = nil, bundle: Bundle = .main, isOn: Binding<Bool>,
        description: String? = nil,
        image: OUDSImage? = nil, isReversed: Bool = false,
        isError: Bool = false, errorText: AttributedString? = nil, helperText: AttributedString? = nil,
        isReadOnly: Bool = false, hasDivider: Bool = false,
        constrainedMaxWidth: Bool = false, action: (() -> Void)? = nil
    ) {
        self.isOn = isOn
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
            component: "OUDSRadioItem", content: content,
            accessibilityValue: isOn.wrappedValue ? "selected" : "unselected"
        ) { interaction in
            RadioIndicator(isOn: isOn.wrappedValue, interaction: interaction, isError: content.isError)
        }
        .onTapGesture {
            isOn.wrappedValue = true
            action?()
        }
    }
}
