/// The interaction state a golden shows. SwiftUI cannot force hover, press or focus; Proof reads
/// them from the environment so that every state of a control can be rendered.
public enum InteractionState: String, Hashable, Sendable, CaseIterable {
    /// Enabled, not touched.
    case idle
    /// A pointer hovers over the control.
    case hover
    /// The control is being pressed.
    case pressed
    /// The control has keyboard or accessibility focus.
    case focused
}
