import ProofUI

/// A switch without label: the track and its cursor (`switch` tokens), at least `minInteractiveArea` high.
///
/// ```swift
/// OUDSSwitch(isOn: $isOn, accessibilityLabel: "Label")
/// ```
/// Disabled with `.disabled(true)`; hover, pressed and focus come from `\.interactionState`.
public struct OUDSSwitch: View {
    private let isOn: Binding<Bool>
    private let accessibilityLabel: String
    private let isReadOnly: Bool
    private let action: (() -> Void)?
    @Environment(\.theme) private var theme
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.interactionState) private var interactionState
    @Environment(\.self) private var environment

    /// A switch bound to `isOn`, described by `accessibilityLabel`. `isReadOnly` shows it
    /// without letting it change. Read-only or error with `.disabled(true)` fails the render with
    /// `RenderError.invalidConfiguration`.
    public init(
        isOn: Binding<Bool>, accessibilityLabel: String, isReadOnly: Bool = false, action: (() -> Void)? = nil
    ) {
        self.isOn = isOn
        self.accessibilityLabel = accessibilityLabel
        self.isReadOnly = isReadOnly
        self.action = action
    }

    /// The indicator in its touch area.
    public var body: some View {
        ControlInteraction.validate(
            component: "OUDSSwitch", isError: false, isReadOnly: isReadOnly, isEnabled: isEnabled, in: environment)
        let interaction = ControlInteraction(
            isEnabled: isEnabled, isReadOnly: isReadOnly, interaction: interactionState)
        return SwitchIndicator(isOn: isOn.wrappedValue, interaction: interaction)
            .frame(minHeight: theme.switch.sizeMinHeightInteractiveArea)
            .accessibilityLabel(accessibilityLabel)
            .accessibilityValue(isOn.wrappedValue ? "on" : "off")
            .accessibilityAddTraits(.isToggle)
            .onTapGesture {
                isOn.wrappedValue.toggle()
                action?()
            }
    }
}
