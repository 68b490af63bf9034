import ChallengeDesignSystem
import Foundation
import Testing

/// The default theme's values (`foundationui-ds.md` §2.1), each scale increasing, the environment,
/// and the contrast defect of the documented dark accent (`ComponentContrastTests` has every pair).
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

    static func hex(_ color: Color, _ scheme: ColorScheme) -> String {
        let c = WCAG.resolved(color, scheme)
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
        #expect(abs(WCAG.resolved(c.accentSubtle, .light).opacity - 0.1) < 1e-9)
        #expect(abs(WCAG.resolved(c.textSecondary, .dark).opacity - 0.6) < 1e-9)
    }

    /// The original dark accent (#333844) fails the primary pair: about 1.8:1.
    @Test func theOriginalDarkAccentFailed() {
        let original = WCAG.over(Color(hex: 0x333844), .black, .dark)
        #expect(abs(WCAG.contrast(original, (0, 0, 0)) - 1.8) < 0.1)
    }

    @Test func theEnvironmentStartsWithTheDefaultTheme() {
        #expect(EnvironmentValues().dsTheme.spacing.lg == 16)
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
