/// The search field of `.searchable` as UISearchBar draws it in a navigation bar: a 36 pt rounded
/// field (10 pt continuous corners, `tertiarySystemFill`) with a magnifying glass and the prompt
/// (or the text) in 17 pt, the glass and prompt in `secondaryLabel` (observed on iOS 17).
nonisolated struct SearchField: View {
    let text: String
    let prompt: Text

    /// `tertiarySystemFill`: #767680 at 12 % (light), 24 % (dark).
    static let fill = Color(light: Color(hex: 0x767680, opacity: 0.12), dark: Color(hex: 0x767680, opacity: 0.24))
    /// `secondaryLabel`: #3C3C43 at 60 % (light), #EBEBF5 at 60 % (dark).
    static let secondary = Color(light: Color(hex: 0x3C3C43, opacity: 0.6), dark: Color(hex: 0xEBEBF5, opacity: 0.6))

    @MainActor var body: some View {
        HStack(spacing: 6) {
            Image(systemName: "magnifyingglass").foregroundColor(Self.secondary)
            if text.isEmpty {
                prompt.lineLimit(1).foregroundColor(Self.secondary)
            } else {
                Text(verbatim: text).lineLimit(1)
            }
            Spacer(minLength: 0)
        }
        .font(.body)
        .padding(.horizontal, 8)
        .frame(height: BarAppearance.searchFieldHeight)
        .background(RoundedRectangle(cornerRadius: 10, style: .continuous).fill(Self.fill))
    }
}
