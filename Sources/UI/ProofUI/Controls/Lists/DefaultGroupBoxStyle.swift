/// iOS's group box: the label in the headline font above the content, 8 pt apart, padded by 16 pt
/// in a rounded rectangle (radius 8, continuous) of `secondarySystemBackground` (#F2F2F7 light,
/// #1C1C1E dark). The padding and radius are observed on iOS 17; Apple documents no number.
nonisolated public struct DefaultGroupBoxStyle: GroupBoxStyle {
    /// The style.
    public init() {}
    /// Label over content in the rounded fill.
    @MainActor public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            configuration.label.font(.headline)
            configuration.content
        }
        .padding(16)
        .background(RoundedRectangle(cornerRadius: 8, style: .continuous).fill(ListColors.secondaryBackground))
    }
}
