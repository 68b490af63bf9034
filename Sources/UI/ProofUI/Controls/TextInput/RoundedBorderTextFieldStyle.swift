/// UITextField's `.roundedRect` border look, with UIKit's own metrics (its padded metrics
/// provider, iOS 18): the content inset 7 pt horizontally and 2 pt vertically with at least 30 pt
/// of content height — so 34 pt tall at the default text size, content + 4 pt when Dynamic Type
/// makes it taller — on the system background, inside a 5 pt continuous rounded rectangle with a
/// one-device-pixel border in the separator grey. iOS 17 draws no bevel or shadow, so neither do
/// we. (The border and fill colours are private UIKit colours; ours are the separator and system
/// background.)
nonisolated public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    /// The rounded border style.
    public init() {}
    /// The content on a bordered rounded rectangle.
    public func _body(configuration: TextFieldStyleConfiguration) -> some View {
        configuration.content
            .padding(.horizontal, 7)
            .frame(minHeight: 30)
            .padding(.vertical, 2)
            .background(TextInputColors.background, in: RoundedRectangle(cornerRadius: 5, style: .continuous))
            .overlay { RoundedBorderHairline() }
    }
}

/// The border of a rounded text field: one device pixel wide, whatever the scale.
nonisolated private struct RoundedBorderHairline: View {
    @Environment(\.displayScale) private var displayScale

    @MainActor var body: some View {
        RoundedRectangle(cornerRadius: 5, style: .continuous)
            .strokeBorder(TextInputColors.separator, lineWidth: 1 / max(1, displayScale))
    }
}

nonisolated extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// The rounded border style.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}
