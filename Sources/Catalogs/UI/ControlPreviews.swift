import ProofUI

/// A custom style as design systems write them: `configuration.label` and `isPressed`.
struct FilledStyle: ButtonStyle {
    var color: Color = .indigo
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .foregroundColor(.white)
            .padding(.horizontal, 16)
            .padding(.vertical, 10)
            .background(configuration.isPressed ? color.opacity(0.6) : color, in: RoundedRectangle(cornerRadius: 10))
    }
}

extension UICatalog {
    static let controls: [Preview] = [
        Preview("ui-control-buttons", configuration: card) {
            VStack(alignment: .leading, spacing: 10) {
                Button("Default") {}
                Button("Destructive", role: .destructive) {}
                Button("Disabled") {}.disabled(true)
                HStack {
                    Button("Prominent") {}.buttonStyle(.borderedProminent)
                    Button("Bordered") {}.buttonStyle(.bordered)
                }
                Button(action: {}) { Label("Add item", systemImage: "plus") }
            }
            .padding(12)
        },
        Preview("ui-control-button-style-states", configuration: card) {
            VStack(alignment: .leading, spacing: 10) {
                Button("Idle") {}.buttonStyle(FilledStyle())
                Button("Pressed") {}.buttonStyle(FilledStyle()).interactionState(.pressed)
                Button("Tinted") {}.buttonStyle(.borderedProminent).tint(.orange)
            }
            .padding(12)
        },
        Preview("ui-control-toggle-progress-label", configuration: card) {
            VStack(alignment: .leading, spacing: 12) {
                Toggle("On", isOn: .constant(true))
                Toggle("Off", isOn: .constant(false))
                Toggle("Disabled", isOn: .constant(true)).disabled(true)
                ProgressView(value: 0.65)
                HStack {
                    ProgressView()
                    Text("Loading…").foregroundStyle(.secondary)
                }
                Label("Favourites", systemImage: "heart.fill")
                Divider()
                Menu("More") { Button("Option 1") {} }
            }
            .padding(12)
        },
    ]
}
