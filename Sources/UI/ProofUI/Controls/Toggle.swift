/// An on/off switch with a label: the iOS switch (51 × 31 pt, green when on) after the label.
public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.tint) private var tint

    /// A toggle bound to `isOn`.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    /// Label leading, switch trailing.
    public var body: some View {
        HStack {
            label
            Spacer()
            ZStack(alignment: isOn.wrappedValue ? .trailing : .leading) {
                Capsule().fill(
                    isOn.wrappedValue
                        ? (tint ?? Color.green)
                        : Color(light: Color(hex: 0x787880, opacity: 0.16), dark: Color(hex: 0x787880, opacity: 0.32)))
                Circle().fill(Color.white).padding(2).shadow(color: Color(white: 0, opacity: 0.15), radius: 2, y: 1)
            }
            .frame(width: 51, height: 31)
            .opacity(isEnabled ? 1 : 0.5)
        }
    }
}

extension Toggle where Label == Text {
    /// A toggle titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) { self.init(isOn: isOn) { Text(titleKey) } }
}
