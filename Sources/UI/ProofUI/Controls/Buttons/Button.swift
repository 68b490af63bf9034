/// A control that performs an action; headless renders draw its label through its button style,
/// with `isPressed` taken from the environment's interaction state.
nonisolated public struct Button<Label: View>: View {
    let label: Label
    let role: ButtonRole?
    let action: () -> Void
    @Environment(\.buttonStyle) private var style

    /// A button with a custom label.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        role = nil
        self.action = action
    }
    /// A button with a role and a custom label.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.role = role
        self.action = action
    }

    /// The label drawn by the current button style.
    @MainActor public var body: some View {
        style.makeBody(PrimitiveButtonStyleConfiguration(label: .init(AnyView(label)), role: role, action: action))
    }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// A button from a primitive style's configuration (its label, role and action), drawn in the
    /// style the environment has inside that primitive style (the default one, unless set again).
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        label = configuration.label
        role = configuration.role
        action = configuration.trigger
    }
}

extension Button where Label == Text {
    /// A button titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }
    /// A button titled with a string.
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }
    /// A button with a role, titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }
}

extension Button where Label == ProofUI.Label<Text, Image> {
    /// A button with a title and an SF Symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { ProofUI.Label(titleKey, systemImage: systemImage) }
    }
}
