import ProofUI

/// A view reading the environment the way design-system components do.
struct SchemeBadge: View {
    @Environment(\.colorScheme) private var scheme
    @Environment(\.layoutDirection) private var direction
    @Environment(\.isEnabled) private var isEnabled
    var body: some View {
        HStack(spacing: 6) {
            Image(systemName: scheme == .dark ? "moon" : "sun.max")
            Text(
                "\(scheme == .dark ? "Dark" : "Light"), \(direction == .rightToLeft ? "RTL" : "LTR")"
                    + (isEnabled ? "" : ", disabled")
            )
        }
        .padding(.horizontal, 10)
        .padding(.vertical, 6)
        .background(Color.secondary.opacity(0.15), in: Capsule())
    }
}

/// A custom environment key, as design systems declare their themes.
struct AccentKey: EnvironmentKey { static let defaultValue = Color.blue }
extension EnvironmentValues {
    var catalogAccent: Color {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }
}

struct AccentDot: View {
    @Environment(\.catalogAccent) private var accent
    @State private var count = 3
    var body: some View {
        HStack { ForEach(0..<count, id: \.self) { _ in Circle().fill(accent).frame(width: 12, height: 12) } }
    }
}

extension UICatalog {
    static let environment: [Preview] = [
        Preview("ui-env-light", configuration: config()) { SchemeBadge().padding(12) },
        Preview("ui-env-dark", configuration: config(scheme: .dark)) {
            VStack(alignment: .leading, spacing: 8) {
                SchemeBadge()
                Text("Primary text").foregroundStyle(.primary)
                Text("Secondary text").foregroundStyle(.secondary)
                HStack {
                    Swatch(color: .red)
                    Swatch(color: .green)
                    Swatch(color: .blue)
                }
            }
            .padding(12)
        },
        Preview("ui-env-rtl-disabled", configuration: config(direction: .rightToLeft)) {
            VStack(alignment: .leading, spacing: 8) {
                SchemeBadge().disabled(true)
                Text("مرحبا بالعالم")
            }
            .padding(12)
        },
        Preview("ui-env-custom-key-state", configuration: card) {
            VStack(alignment: .leading, spacing: 8) {
                AccentDot()
                AccentDot().environment(\.catalogAccent, .pink)
            }
            .padding(12)
        },
    ]
}
