import ProofUI

/// A radio button without label: the round 20 pt selector in its 48 pt touch area (`checkRadio` tokens).
///
/// ```swift
/// OUDSRadio(isOn: $isOn, accessibilityLabel: "Label")
/// ```
/// Disabled with `.disabled(true)`; hover, pressed and focus come from `\.interactionState`.
public struct OUDSRadio: View {
    private let isOn: Binding<Bool>
    private let accessibilityLabel: String
    private let isError: Bool
    private let isReadOnly: Bool
    private let action: (() -> Void)?
    @Environment(\.theme) private var theme
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.interactionState) private var interactionState
    @Environment(\.self) private var environment

    /// A radio button bound to `isOn`, described by `accessibilityLabel`. `isError` draws the selector in the negative
    /// colours. `isReadOnly` shows it without letting it change. Read-only or error with `.disabled(true)` fails the
    /// render with `RenderError.invalidConfiguration`.
    public init(
        isOn: Binding<Bool>, accessibilityLabel: String, isError: Bool = false, isReadOnly: Bool = false,
        action: (() -> Void)? = nil
    ) {
        self.isOn = isOn
        self.accessibilityLabel = accessibilityLabel
        self.isError = isError
        self.isReadOnly = isReadOnly
        self.action = action
    }

    /// The indicator in its touch area.
    public var body: some View {
        ControlInteraction.validate(
            component: "OUDSRadio", isError: isError, isReadOnly: isReadOnly, isEnabled: isEnabled, in: environment)
        let interaction = ControlInteraction(
            isEnabled: isEnabled, isReadOnly: isReadOnly, interaction: interactionState)
        return RadioIndicator(isOn: isOn.wrappedValue, interaction: interaction, isError: isError)
            .frame(width: theme.checkRadio.sizeMinWidthSelectorOnly, height: theme.checkRadio.sizeMinHeightSelectorOnly)
            .oudsFocusRing(
                interaction == .focus,
                cornerRadius: theme.controlItem.borderRadius(rounded: theme.tuning.hasRoundedListItems)
            )
            .accessibilityLabel(accessibilityLabel)
            .accessibilityValue(isOn.wrappedValue ? "selected" : "unselected")
            .accessibilityAddTraits(.isToggle)
            .onTapGesture {
                isOn.wrappedValue = true
                action?()
            }
    }
}
