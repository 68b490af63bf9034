/// A date or time as a compact date picker shows it: the text in the body font and the label
/// colour, padded 11 pt horizontally and 6 pt vertically, on `tertiarySystemFill` with a 6 pt corner
/// radius (UIKit's compact `UIDatePicker`, observed on iOS 17).
nonisolated struct DateCapsule: View {
    let text: String

    @MainActor var body: some View {
        Text(verbatim: text)
            .foregroundStyle(.primary)
            .lineLimit(1)
            .padding(.horizontal, 11)
            .padding(.vertical, 6)
            .background(SystemFillColors.tertiary, in: RoundedRectangle(cornerRadius: 6))
    }
}
