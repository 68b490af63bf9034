import FoundationUI
import Testing

extension Theme {
    static let alternative = Theme(rawValue: "alternative")
}

extension Theme.Spacing: FoundationTheme.Spacing {}
extension Theme.Size: FoundationTheme.Size {}
extension Theme.Font: FoundationTheme.Font {}
extension Theme.Shadow: FoundationTheme.Shadow {}

extension Theme.Length {
    fileprivate static let base = Theme.Length(8).themeable { theme in theme == .alternative ? .value(32) : nil }
}

/// Token literals, arithmetic, scaling, themes and environment adjustments, and the opt-in defaults.
@Suite("FoundationUI: tokens")
struct TokenTests {
    @Test func literalsAndArithmetic() {
        let regular: Theme.Padding = 8
        #expect((regular + regular * 0.5).value == 12)
        #expect((regular - 2).value == 6)
        #expect((regular / 2).value == 4)
        #expect((regular / Theme.Padding(2)).value == 4)  // FoundationUI multiplies here
        #expect((regular * Theme.Padding(3)).value == 24)
        #expect(regular.negative().value == -8)
        #expect(Theme.Padding.zero.value == 0)
        #expect(Theme.Radius(2.5) == 2.5)
    }

    @Test func upAndDown() {
        let t = Theme.Length(16)
        #expect(t.up(.full).value == 32 && t.up(.half).value == 24 && t.up(.quarter).value == 20)
        #expect(t.down(.full).value == 8 && t.down(.half).value == 12 && t.down(.quarter).value == 14)
    }

    @Test func themeableTokensFollowTheNamedTheme() {
        #expect(Theme.Length.base.resolve(theme: nil) == 8)
        #expect(Theme.Length.base.resolve(theme: .alternative) == 32)
        // Derived tokens keep the adjustment.
        #expect((Theme.Length.base * 2).resolve(theme: .alternative) == 64)
        #expect((Theme.Length.base + Theme.Length(1)).resolve(theme: .alternative) == 33)
        #expect(Theme.Length.base.up(.half).resolve(theme: .alternative) == 48)
        #expect(Theme.Length.base.resolve(in: nil) == 8)
    }

    @Test func environmentAdjustment() {
        let t = Theme.Padding(10).withEnvironmentAdjustment { _, environment in
            environment.colorScheme == .dark ? .value(20) : nil
        }
        #expect(t.resolve(theme: nil, colorScheme: .dark) == 20)
        #expect(t.resolve(theme: nil, colorScheme: .light) == 10)
    }

    @Test func defaultScales() {
        #expect(
            [Theme.Spacing.xxSmall, .xSmall, .small, .regular, .large, .xLarge, .xxLarge].map(\.value)
                == [1, 2, 4, 8, 16, 32, 64])
        #expect(Theme.Size.xxLarge.cgSize == CGSize(width: 512, height: 512))
        #expect(Theme.Font.xxLarge.value == .title)
        #expect(Theme.Shadow.regular.value.radius == 3 && Theme.Shadow.regular.value.spread == -2)
        #expect(Theme.Shadow.regular.value.y == 1.2)
    }

    @Test func sizeAndShadowTokens() {
        let size = Theme.Size(width: 110, height: 30)
        #expect(size.cgSize == CGSize(width: 110, height: 30))
        let shadow = Theme.Shadow(color: .black, radius: 4, spread: 2, x: 1, y: 3)
        #expect(shadow.value.spread == 2 && shadow.value.x == 1)
        #expect(Theme.Shadow().value.radius == 0)
        #expect(Theme.Font().value == .body)
    }
}
