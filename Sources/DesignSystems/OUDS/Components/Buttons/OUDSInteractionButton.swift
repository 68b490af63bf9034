import ProofUI

/// A button whose content is drawn for its interaction state (OUDS iOS 2.3): the building block of
/// OUDS components that change with hover and press, for a team's own components too.
///
/// ```swift
/// OUDSInteractionButton(isReadOnly: false) {
///     openDetails()
/// } content: { state in
///     Text("Details").foregroundStyle(state == .pressed ? .secondary : .primary)
/// }
/// ```
public struct OUDSInteractionButton<Content: View>: View {
    private let isReadOnly: Bool
    private let action: () -> Void
    private let content: (OUDSButtonInteractionState) -> Content

    /// A button running `action` when tapped (never when `isReadOnly`), drawing `content` for its state.
    public init(
        isReadOnly: Bool = false, action: @escaping () -> Void,
        @ViewBuilder content: @escaping (OUDSButtonInteractionState) -> Content
    ) {
        self.isReadOnly = isReadOnly
        self.action = action
        self.content = content
    }

    /// The button in `OUDSInteractionButtonStyle`.
    public var body: some View {
        Button("") {
            if !isReadOnly { action() }
        }
        .buttonStyle(OUDSInteractionButtonStyle(isReadOnly: isReadOnly, content: content))
    }
}
