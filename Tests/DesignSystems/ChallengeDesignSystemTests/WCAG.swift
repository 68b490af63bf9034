import ChallengeDesignSystem
import Foundation

/// WCAG 2.x contrast of resolved palette colours.
enum WCAG {
    /// `color` in `scheme`.
    static func resolved(_ color: Color, _ scheme: ColorScheme) -> Color.Resolved {
        var environment = EnvironmentValues()
        environment.colorScheme = scheme
        return color.resolve(in: environment)
    }

    /// `color` composited over `background` (both resolved in `scheme`), as sRGB components.
    static func over(_ color: Color, _ background: Color, _ scheme: ColorScheme) -> (Double, Double, Double) {
        let b = resolved(background, scheme)
        return over(color, (b.red, b.green, b.blue), scheme)
    }

    /// `color` resolved in `scheme` composited over the opaque `backdrop`.
    static func over(_ color: Color, _ backdrop: (Double, Double, Double), _ scheme: ColorScheme) -> (
        Double, Double, Double
    ) {
        let f = resolved(color, scheme)
        let a = f.opacity
        return (
            f.red * a + backdrop.0 * (1 - a), f.green * a + backdrop.1 * (1 - a), f.blue * a + backdrop.2 * (1 - a)
        )
    }

    /// Relative luminance of an sRGB colour.
    static func luminance(_ c: (Double, Double, Double)) -> Double {
        func channel(_ x: Double) -> Double { x <= 0.04045 ? x / 12.92 : pow((x + 0.055) / 1.055, 2.4) }
        return 0.2126 * channel(c.0) + 0.7152 * channel(c.1) + 0.0722 * channel(c.2)
    }

    /// The contrast ratio of two opaque colours (1…21).
    static func contrast(_ a: (Double, Double, Double), _ b: (Double, Double, Double)) -> Double {
        let (la, lb) = (luminance(a), luminance(b))
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }
}
