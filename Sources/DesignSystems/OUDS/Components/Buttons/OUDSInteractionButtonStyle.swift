import ProofUI

/// A button style that draws `content` for the button's `OUDSButtonInteractionState` (OUDS iOS 2.3),
/// for components whose look depends on hover, press, disabled and read-only.
///
/// The hovered and pressed states come from `\.interactionState` in Proof (set it to render them),
/// disabled from `.disabled(true)`; focus draws as enabled, as OUDS iOS has no focused state here.
public struct OUDSInteractionButtonStyle<Content: View>: ButtonStyle {
    private let isReadOnly: Bool
    private let content: (OUDSButtonInteractionState) -> Content

    /// A style drawing `content` for the state; `isReadOnly` makes every state `.readOnly`.
    public init(isReadOnly: Bool = false, @ViewBuilder content: @escaping (OUDSButtonInteractionState) -> Content) {
        self.isReadOnly = isReadOnly
        self.content = content
    }

    /// `content` for the state of the button being styled (its label is not drawn).
    public func makeBody(configuration: Configuration) -> some View {
        InteractionStateReader(isPressed: configuration.isPressed, isReadOnly: isReadOnly, content: content)
    }
}

/// Reads the enabled and hover state from the environment, which a button style cannot.
private struct InteractionStateReader<Content: View>: View {
    let isPressed: Bool
    let isReadOnly: Bool
    let content: (OUDSButtonInteractionState) -> Content
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.interactionState) private var interaction

    var body: some View {
        content(
            OUDSButtonInteractionState(
                isEnabled: isEnabled, isHover: interaction == .hover, isPressed: isPressed, isReadOnly: isReadOnly))
    }
}
