import SwiftUI

/// The filled call-to-action button.
public struct PrimaryButtonStyle: ButtonStyle {
    @Environment(\.theme) private var theme
    @Environment(\.isEnabled) private var isEnabled

    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.body.weight(.semibold))
            .foregroundStyle(.white)
            .padding(.horizontal, 20)
            .padding(.vertical, 12)
            .background(theme.accent.opacity(isEnabled ? 1 : 0.4), in: Capsule())
            .scaleEffect(configuration.isPressed ? 0.97 : 1)
    }
}

struct PrimaryButtonStyle_Previews: PreviewProvider {
    static var previews: some View {
        VStack(spacing: 12) {
            Button("Continue") {}.buttonStyle(PrimaryButtonStyle())
            Button("Continue") {}.buttonStyle(PrimaryButtonStyle()).disabled(true)
        }
        .padding()
        .previewDisplayName("States")
    }
}
