import ProofUI

/// A switch with a label: a label, an optional description and image, and the switch (trailing by
/// default, `isReversed: false` puts it first), in a row of at least `controlItem.sizeMinHeight`.
///
/// ```swift
/// OUDSSwitchItem("Label", isOn: $isOn, image: OUDSImage(asset: Image(decorative: "ic")))
/// ```
/// Disabled with `.disabled(true)`; hover, pressed and focus come from `\.interactionState`.
public struct OUDSSwitchItem: View {
    private let isOn: Binding<Bool>
    private let content: ControlItemContent
    private let action: (() -> Void)?

    /// OUDS iOS 2.3's deprecated `Image` form of `init(_:isOn:description:image:…)`.
    @available(
        *, deprecated,
        message: "Use OUDSSwitchItem(_:isOn:description:image:…) with an OUDSImage instead"
    )
    public init(
        _ label: String, isOn: Binding<Bool>, description: String? = nil, icon: Image?, flipIcon: Bool = false,
        renderingMode: Image.TemplateRenderingMode = .template, isReversed: Bool = true, isError: Bool = false,
        errorText: String? = nil, isReadOnly: Bool = false, hasDivider: Bool = false, constrainedMaxWidth: Bool = false
    ) {
        self.init(
            label, isOn: isOn, description: description,
            image: icon.map { OUDSImage(asset: $0, flipped: flipIcon, renderingMode: renderingMode) },
            isReversed: isReversed, isError: isError, errorText: errorText, isReadOnly: isReadOnly,
            hasDivider: hasDivider, constrainedMaxWidth: constrainedMaxWidth)
    }

    /// A switch item with a plain-string label.
    ///
    /// `isReversed` puts the indicator at the trailing end and image at the leading end (default). `isError` with
    /// `isReadOnly`, and either with `.disabled(true)`, are forbidden: the render fails with
    /// `RenderError.invalidConfiguration`.
    public init(
        _ label: String, isOn: Binding<Bool>, description: String? = nil, image: OUDSImage? = nil,
        isReversed: Bool = true,
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

    /// A switch item with a plain-string label and rich error and helper texts.
    ///
    /// `isReversed` puts the indicator at the trailing end and image at the leading end (default). `isError` with
    /// `isReadOnly`, and either with `.disabled(true)`, are forbidden: the render fails with
    /// `RenderError.invalidConfiguration`.
    @_disfavoredOverload
    public init(
        _ label: String, isOn: Binding<Bool>, description: String? = nil, image: OUDSImage? = nil,
        isReversed: Bool = true,
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

    /// A switch item with a localized label (looked up in `tableName` of `bundle`).
    ///
    /// `isReversed` puts the indicator at the trailing end and image at the leading end (default). `isError` with
    /// `isReadOnly`, and either with `.disabled(true)`, are forbidden: the render fails with
    /// `RenderError.invalidConfiguration`.
    public init(
        _ label: LocalizedStringKey, tableName: String? = nil, bundle: Bundle = .main, isOn: Binding<Bool>,
        description: String? = nil,
        image: OUDSImage? = nil, isReversed: Bool = true,
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

    /// A switch item with a localized label (looked up in `tableName` of `bundle`) and rich error and helper texts.
    ///
    /// `isReversed` puts the indicator at the trailing end and image at the leading end (default). `isError` with
    /// `isReadOnly`, and either with `.disabled(true)`, are forbidden: the render fails with
    /// `RenderError.invalidConfiguration`.
    @_disfavoredOverload
    public init(
        _ label: LocalizedStringKey, tableName: String? = nil, bundle: Bundle = .main, isOn: Binding<Bool>,
        description: String? = nil,
        image: OUDSImage? = nil, isReversed: Bool = true,
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
        ControlItem(component: "OUDSSwitchItem", content: content, accessibilityValue: isOn.wrappedValue ? "on" : "off")
        { interaction in
            SwitchIndicator(isOn: isOn.wrappedValue, interaction: interaction)
        }
        .onTapGesture {
            isOn.wrappedValue.toggle()
            action?()
        }
    }
}
