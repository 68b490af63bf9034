import ChallengeDesignSystem
import Foundation
import Testing

/// The default theme's values (`foundationui-ds.md` §2.1), each scale increasing, the environment,
/// and WCAG contrast of the accent pairs in both schemes.
@Suite("ChallengeDesignSystem: theme")
struct DSThemeTests {
    static let theme = DSTheme.default

    static func increasing(_ values: [CGFloat]) -> Bool { zip(values, values.dropFirst()).allSatisfy { $0 < $1 } }

    @Test func spacingDimensionsBordersRadiiOpacities() {
        let s = Self.theme.spacing
        #expect([s.xxs, s.xs, s.sm, s.md, s.lg, s.xl, s.xxl, s.xxxl] == [2, 4, 8, 12, 16, 20, 24, 32])
        let d = Self.theme.dimensions
        #expect([d.xs, d.sm, d.md, d.lg, d.xl, d.xxl, d.xxxl, d.xxxxl] == [8, 12, 16, 24, 32, 48, 56, 150])
        let b = Self.theme.borderWidth
        #expect([b.hairline, b.thin, b.medium, b.thick] == [0.5, 1, 2, 4])
        let r = Self.theme.cornerRadius
        #expect([r.zero, r.xs, r.sm, r.md, r.lg, r.xl, r.full] == [0, 4, 8, 12, 16, 20, 9999])
        let o = Self.theme.opacity
        #expect([o.subtle, o.light, o.medium, o.heavy, o.almostOpaque] == [0.10, 0.15, 0.40, 0.60, 0.80])
        #expect(Self.increasing([s.xxs, s.xs, s.sm, s.md, s.lg, s.xl, s.xxl, s.xxxl]))
        #expect(Self.increasing([d.xs, d.sm, d.md, d.lg, d.xl, d.xxl, d.xxxl, d.xxxxl]))
        #expect(Self.increasing([r.zero, r.xs, r.sm, r.md, r.lg, r.xl, r.full]))
    }

    @Test func shadows() {
        let s = Self.theme.shadow
        #expect(s.zero.radius == 0 && s.small.radius == 8 && s.medium.radius == 12 && s.large.radius == 20)
        #expect(s.small.y == 2 && s.medium.y == 4 && s.large.y == 8)
        #expect(s.small.color == Color(white: 0, opacity: 0.05))
    }

    static func resolved(_ color: Color, _ scheme: ColorScheme) -> Color.Resolved {
        var environment = EnvironmentValues()
        environment.colorScheme = scheme
        return color.resolve(in: environment)
    }

    static func hex(_ color: Color, _ scheme: ColorScheme) -> String {
        let c = resolved(color, scheme)
        return String(
            format: "#%02X%02X%02X", Int((c.red * 255).rounded()), Int((c.green * 255).rounded()),
            Int((c.blue * 255).rounded()))
    }

    @Test func documentedLightColours() {
        let c = Self.theme.colors
        #expect(Self.hex(c.accent, .light) == "#333844")
        #expect(Self.hex(c.backgroundPrimary, .dark) == "#000000")
        #expect(Self.hex(c.surfacePrimary, .dark) == "#1C1C1E")
        #expect(Self.hex(c.statusSuccess, .light) == "#34C759")
        #expect(abs(Self.resolved(c.accentSubtle, .light).opacity - 0.1) < 1e-9)
        #expect(abs(Self.resolved(c.textSecondary, .dark).opacity - 0.6) < 1e-9)
    }

    /// `color` composited over `background` (both resolved in `scheme`).
    static func over(_ color: Color, _ background: Color, _ scheme: ColorScheme) -> (Double, Double, Double) {
        let f = resolved(color, scheme)
        let b = resolved(background, scheme)
        let a = f.opacity
        return (f.red * a + b.red * (1 - a), f.green * a + b.green * (1 - a), f.blue * a + b.blue * (1 - a))
    }

    static func luminance(_ c: (Double, Double, Double)) -> Double {
        func channel(_ x: Double) -> Double { x <= 0.04045 ? x / 12.92 : pow((x + 0.055) / 1.055, 2.4) }
        return 0.2126 * channel(c.0) + 0.7152 * channel(c.1) + 0.0722 * channel(c.2)
    }

    static func contrast(_ a: (Double, Double, Double), _ b: (Double, Double, Double)) -> Double {
        let (la, lb) = (luminance(a), luminance(b))
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    struct Pair: CustomTestStringConvertible, Sendable {
        let name: String
        let foreground: @Sendable (DSColorPaletteContract) -> Color
        let background: @Sendable (DSColorPaletteContract) -> Color
        let scheme: ColorScheme
        var testDescription: String { "\(name), \(scheme)" }
    }

    /// The accent pairs of the components (`foundationui-ds.md` §2.2): primary button, selected chip and
    /// badge (inverted text on the accent), secondary button (accent on the screen), tertiary button
    /// (accent on the subtle accent over the screen).
    static let pairs: [Pair] = ColorScheme.allCases.flatMap { scheme in
        [
            Pair(
                name: "inverted text on accent", foreground: { $0.textInverted }, background: { $0.accent },
                scheme: scheme),
            Pair(
                name: "accent on background", foreground: { $0.accent }, background: { $0.backgroundPrimary },
                scheme: scheme),
            Pair(
                name: "accent on its card", foreground: { $0.accent }, background: { $0.surfacePrimary }, scheme: scheme
            ),
        ]
    }

    @Test(arguments: pairs)
    func accentPairsReachWCAGAA(pair: Pair) {
        let c = Self.theme.colors
        let background = Self.over(pair.background(c), c.backgroundPrimary, pair.scheme)
        let foreground = Self.over(pair.foreground(c), c.backgroundPrimary, pair.scheme)
        #expect(Self.contrast(foreground, background) >= 4.5, "\(Self.contrast(foreground, background))")
    }

    @Test(arguments: ColorScheme.allCases)
    func accentOnTheSubtleAccentReachesWCAGAA(scheme: ColorScheme) {
        let c = Self.theme.colors
        let screen = Self.over(c.backgroundPrimary, c.backgroundPrimary, scheme)
        let subtle = Self.over(c.accentSubtle, c.backgroundPrimary, scheme)
        let accent = Self.over(c.accent, c.backgroundPrimary, scheme)
        #expect(Self.contrast(accent, subtle) >= 4.5)
        #expect(Self.contrast(screen, subtle) > 1)
    }

    /// The original dark accent (#333844) fails the primary pair: about 1.8:1.
    @Test func theOriginalDarkAccentFailed() {
        let original = Self.over(Color(hex: 0x333844), .black, .dark)
        #expect(abs(Self.contrast(original, (0, 0, 0)) - 1.8) < 0.1)
    }

    @MainActor @Test func environmentCarriesTheTheme() throws {
        struct Custom: DSSpacingContract {
            let xxs: CGFloat = 1, xs: CGFloat = 2, sm: CGFloat = 3, md: CGFloat = 4, lg: CGFloat = 5, xl: CGFloat = 6
            let xxl: CGFloat = 7, xxxl: CGFloat = 8
        }
        let d = DSTheme.default
        let custom = DSTheme(
            colors: d.colors, typography: d.typography, spacing: Custom(), dimensions: d.dimensions,
            borderWidth: d.borderWidth, cornerRadius: d.cornerRadius, opacity: d.opacity, shadow: d.shadow)
        struct Reader: View {
            @Environment(\.dsTheme) private var theme
            var body: some View { Color.red.frame(width: theme.spacing.xxxl, height: 1) }
        }
        #expect(EnvironmentValues().dsTheme.spacing.lg == 16)
        let plain = try ViewRenderer.displayList(Reader())
        let themed = try ViewRenderer.displayList(Reader().dsTheme(custom))
        #expect(plain.description.contains("32×1") && themed.description.contains("8×1"))
    }

    @MainActor @Test func shadowValueModifier() throws {
        let value = DSTheme.default.shadow.small
        let a = try ViewRenderer.displayList(Color.red.frame(width: 4, height: 4).shadow(value))
        let b = try ViewRenderer.displayList(
            Color.red.frame(width: 4, height: 4).shadow(
                color: value.color, radius: value.radius, x: value.x, y: value.y))
        #expect(a.description == b.description && a.description.contains("shadow radius 8"))
    }
}
