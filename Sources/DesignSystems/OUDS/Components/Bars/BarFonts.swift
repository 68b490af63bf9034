import ProofUI

/// The fonts UIKit's bar appearances take in OUDS iOS: the theme's family at a fixed size (UIKit
/// appearance fonts do not follow Dynamic Type), or the system font for a theme without a family.
enum BarFonts {
    /// The theme's family at `size` and `weight`.
    static func font(_ theme: OUDSTheme, size: CGFloat, weight: Font.Weight) -> Font {
        guard let family = theme.fonts.family else { return .system(size: size, weight: weight) }
        return Font.custom(family, fixedSize: size).weight(weight)
    }
}
