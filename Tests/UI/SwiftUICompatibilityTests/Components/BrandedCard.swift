import SwiftUI

/// A design-system theme passed down through a custom environment key.
struct BrandTheme {
    var accent: Color
    var cornerRadius: CGFloat
    var spacing: CGFloat

    static let standard = BrandTheme(accent: .orange, cornerRadius: 16, spacing: 12)
    static let compact = BrandTheme(accent: .mint, cornerRadius: 8, spacing: 6)
}

private struct BrandThemeKey: EnvironmentKey {
    static let defaultValue = BrandTheme.standard
}

extension EnvironmentValues {
    var brandTheme: BrandTheme {
        get { self[BrandThemeKey.self] }
        set { self[BrandThemeKey.self] = newValue }
    }
}

extension View {
    func brandTheme(_ theme: BrandTheme) -> some View { environment(\.brandTheme, theme) }
}

struct BrandedCard: View {
    @Environment(\.brandTheme) private var theme
    @Environment(\.colorScheme) private var colorScheme
    let title: String
    let message: String

    var body: some View {
        VStack(alignment: .leading, spacing: theme.spacing) {
            Text(title)
                .font(.headline)
                .foregroundStyle(theme.accent)
            Text(message)
                .font(.body)
        }
        .padding(theme.spacing * 1.5)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(
            RoundedRectangle(cornerRadius: theme.cornerRadius)
                .fill(colorScheme == .dark ? Color.white.opacity(0.08) : Color.black.opacity(0.04))
        )
        .overlay(RoundedRectangle(cornerRadius: theme.cornerRadius).stroke(theme.accent, lineWidth: 1))
        .padding()
    }
}

struct BrandedCard_Previews: PreviewProvider {
    static var previews: some View {
        BrandedCard(title: "Standard", message: "Cards follow the theme in the environment.")
            .previewLayout(.fixed(width: 320, height: 130))
            .previewDisplayName("Standard")
        BrandedCard(title: "Compact", message: "A tighter theme for dense screens.")
            .brandTheme(.compact)
            .previewLayout(.fixed(width: 320, height: 110))
            .previewDisplayName("Compact")
    }
}
