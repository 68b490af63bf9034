import ProofUI

/// The close button of an alert message: a minimal icon-only button (48 × 48; Orange Compact 40)
/// showing the thin "expurge" cross, in the minimal button's colours for the interaction state
/// (`ouds-components.md` §1.1).
///
/// Where we differ: OUDS iOS draws an `OUDSButton(image:appearance: .minimal)` of its
/// `Component-button-expurge` asset; Proof has no bundled icon assets, so this view draws the cross
/// shape with the same button tokens. The focus ring lies inside the button's box, not outside it as
/// on other components, because the alert clips its content to its corners.
struct AlertCloseButton: View {
    /// What VoiceOver reads (OUDS iOS localizes `core_alertMessage_close_a11y`; Proof ships English).
    static let accessibilityLabel = "Close"

    @Environment(\.theme) private var theme
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.interactionState) private var interaction

    var body: some View {
        let b = theme.button
        let state = OUDSInteractionState(isEnabled: isEnabled, interaction: interaction)
        let radius = b.borderRadius(rounded: theme.tuning.hasRoundedButtons)
        let shape = RoundedRectangle(cornerRadius: radius, style: .circular)
        let ring = min(theme.borders.widthFocus, b.spaceInsetIconOnly)
        InputTagCrossShape()
            .fill(b.colorContentMinimal[state])
            .frame(width: b.sizeIconOnly, height: b.sizeIconOnly)
            .padding(b.spaceInsetIconOnly - ring)
            .oudsFocusRing(state == .focused, cornerRadius: max(0, radius - ring))
            .padding(ring)
            .frame(minWidth: b.sizeMinWidth, minHeight: b.sizeMinHeight)
            .background(b.colorBgMinimal[state], in: shape)
            .clipShape(shape)
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(Self.accessibilityLabel)
            .accessibilityAddTraits(.isButton)
    }
}
