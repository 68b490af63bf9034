/// An on/off control with a label, drawn by the environment's toggle style (`.toggleStyle(_:)`):
/// by default on iOS the switch, after the label.
nonisolated public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label
    @Environment(\.toggleStyle) private var style

    /// A toggle bound to `isOn`.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    /// The toggle as its style draws it.
    @MainActor public var body: some View {
        style.makeBody(ToggleStyleConfiguration(label: .init(AnyView(label)), isOn: isOn))
    }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// A toggle from a style's configuration, drawn in the default style (what a custom style
    /// wrapping the standard look writes: `Toggle(configuration).tint(.orange)`).
    public init(_ configuration: ToggleStyleConfiguration) {
        isOn = configuration.$isOn
        label = configuration.label
    }
}

extension Toggle where Label == Text {
    /// A toggle titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) { self.init(isOn: isOn) { Text(titleKey) } }
    /// A toggle titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) { self.init(isOn: isOn) { Text(title) } }
}

extension Toggle where Label == ProofUI.Label<Text, Image> {
    /// A toggle titled with a localized key and an SF Symbol (iOS 17).
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { ProofUI.Label(titleKey, systemImage: systemImage) }
    }
}
