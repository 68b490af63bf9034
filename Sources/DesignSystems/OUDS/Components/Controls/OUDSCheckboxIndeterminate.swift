import ProofUI

/// A three-state checkbox without label (selected, unselected, indeterminate) in its 48 pt touch area.
///
/// ```swift
/// OUDSCheckboxIndeterminate(selection: $selection, accessibilityLabel: "Label")
/// ```
/// Disabled with `.disabled(true)`; hover, pressed and focus come from `\.interactionState`.
public struct OUDSCheckboxIndeterminate: View {
    private let selection: Binding<OUDSCheckboxIndicatorState>
    private let accessibilityLabel: String
    private let isError: Bool
    private let isReadOnly: Bool
    private let action: (() -> Void)?
    @Environment(\.theme) private var theme
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.interactionState) private var interactionState
    @Environment(\.self) private var environment

    /// A three-state checkbox bound to `selection`, described by `accessibilityLabel`. `isError` draws the selector in
    /// the negative colours. `isReadOnly` shows it without letting it change. Read-only or error with `.disabled(true)`
    /// fails the render with `RenderError.invalidConfiguration`.
    public init(
        selection: Binding<OUDSCheckboxIndicatorState>, accessibilityLabel: String, isError: Bool = false,
        isReadOnly: Bool = false, action: (() -> Void)? = nil
    ) {
        self.selection = selection
        self.accessibilityLabel = accessibilityLabel
        self.isError = isError
        self.isReadOnly = isReadOnly
        self.action = action
    }

    /// The indicator in its touch area.
    public var body: some View {
        ControlInteraction.validate(
            component: "OUDSCheckboxIndeterminate", isError: isError, isReadOnly: isReadOnly, isEnabled: isEnabled,
            in: environment)
        let interaction = ControlInteraction(
            isEnabled: isEnabled, isReadOnly: isReadOnly, interaction: interactionState)
        return CheckboxIndicator(state: selection.wrappedValue, interaction: interaction, isError: isError)
            .frame(width: theme.checkRadio.sizeMinWidthSelectorOnly, height: theme.checkRadio.sizeMinHeightSelectorOnly)
            .oudsFocusRing(
                interaction == .focus,
                cornerRadius: theme.controlItem.borderRadius(rounded: theme.tuning.hasRoundedListItems)
            )
            .accessibilityLabel(accessibilityLabel)
            .accessibilityValue(selection.wrappedValue.rawValue)
            .accessibilityAddTraits(.isToggle)
            .onTapGesture {
                selection.wrappedValue = selection.wrappedValue == .selected ? .unselected : .selected
                action?()
            }
    }
}
