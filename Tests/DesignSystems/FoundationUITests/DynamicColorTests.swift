import FoundationUI
import Testing

/// The four schemes, `from(color:)`, pinning, blend modes and the tint-generated scale.
@Suite("FoundationUI: dynamic colours")
struct DynamicColorTests {
    static let four = Theme.Color(
        light: .init(hex: "#111111"), dark: .init(hex: "#222222"), lightAccessible: .init(hex: "#333333"),
        darkAccessible: .init(hex: "#444444"))

    static let expected: [FoundationColorScheme: String] = [
        .light: "#111111", .dark: "#222222", .lightAccessible: "#333333", .darkAccessible: "#444444",
    ]

    @Test(arguments: FoundationColorScheme.allCases)
    func eachSchemeResolvesItsValue(scheme: FoundationColorScheme) {
        let environment = scheme.environmentValues()
        #expect(FoundationColorScheme(environment) == scheme)
        #expect(hex(Self.four.resolveColor(in: environment), scheme) == Self.expected[scheme])
    }

    @Test func accessibleValuesDefaultToLightAndDark() {
        let c = DynamicColor(light: .init(grayscale: 0.2), dark: .init(grayscale: 0.7))
        #expect(c.lightAccessible == c.light && c.darkAccessible == c.dark)
    }

    @Test func fromColorSamplesTheFourSchemes() {
        let c = DynamicColor.from(color: Color(light: Color(hex: 0x123456), dark: Color(hex: 0xABCDEF)))
        #expect(c.light.rgba8() == (0x12, 0x34, 0x56, 255))
        #expect(c.dark.rgba8() == (0xAB, 0xCD, 0xEF, 255))
        #expect(c.darkAccessible == c.dark)
    }

    @Test func pinnedSchemeDrawsEverywhere() {
        let pinned = Self.four.colorScheme(.dark)
        for scheme in FoundationColorScheme.allCases {
            #expect(hex(pinned.resolveColor(in: scheme.environmentValues()), scheme) == "#222222")
        }
    }

    @Test func modifiersMapOverEveryScheme() {
        let c = Theme.Color(light: .init(grayscale: 0.8), dark: .init(grayscale: 0.6)).brightness(0.5).opacity(0.5)
        #expect(hex(c.resolveColor(in: FoundationColorScheme.light.environmentValues())) == "#66666680")
        #expect(hex(c.resolveColor(in: FoundationColorScheme.dark.environmentValues()), .dark) == "#4D4D4D80")
    }

    /// `.vibrant`: plus-darker at 80 % in light, plus-lighter at 65 % in dark, normal with Increase Contrast.
    @MainActor @Test(arguments: FoundationColorScheme.allCases)
    func vibrantBlendMode(scheme: FoundationColorScheme) throws {
        let color = Theme.Color(.init(grayscale: 1, opacity: 0.5)).blendMode(.vibrant)
        let opacity = color.resolveColor(in: scheme.environmentValues()).resolve(in: scheme.environmentValues()).opacity
        let factor: Double = [.light: 0.8, .dark: 0.65][scheme] ?? 1
        #expect(abs(opacity - 0.5 * factor) < 1e-9)
        let list = try displayList(Color.clear.frame(width: 4, height: 4).foundation(.background(color)), scheme)
        let mode: String? = [.light: "plusDarker", .dark: "plusLighter"][scheme]
        #expect(list.description.contains("layer opacity 1 \(mode ?? "")") == (mode != nil))
    }

    /// A step of the scale under a tint: the documented brightness and saturation per scheme.
    @Test func variantStepsFollowTheTable() {
        let blue = ColorComponents(red8bit: 0, green: 122, blue: 255)
        var environment = FoundationColorScheme.light.environmentValues()
        environment.dynamicTint = Theme.Color(blue)
        let fill = ColorComponents(color: Theme.Color.dynamic(.fill).resolveColor(in: environment), colorScheme: .light)
        #expect(abs(fill.brightness - 0.94) < 0.003)
        #expect(abs(fill.saturation - 0.35) < 0.003)
        let subtle = ColorComponents(
            color: Theme.Color.dynamic(.fillSubtle).resolveColor(in: environment), colorScheme: .light)
        #expect(abs(subtle.brightness - 0.94 * 1.05) < 0.003 && abs(subtle.saturation - 0.35 * 0.7) < 0.003)
        let solid = ColorComponents(
            color: Theme.Color.dynamic(.solid).resolveColor(in: environment), colorScheme: .light)
        #expect(solid.rgba8() == blue.rgba8())
        var dark = FoundationColorScheme.dark.environmentValues()
        dark.dynamicTint = Theme.Color(blue)
        let text = ColorComponents(color: Theme.Color.dynamic(.text).resolveColor(in: dark), colorScheme: .dark)
        #expect(abs(text.brightness - 0.97) < 0.003 && abs(text.saturation - 0.2) < 0.003)
    }

    /// Greys take the grey column; changes made to a step apply after it, to any tint.
    @Test func greyTintsAndChangesAfterTheStep() {
        let environment = FoundationColorScheme.light.environmentValues()
        let fill = ColorComponents(color: Theme.Color.dynamic(.fill).resolveColor(in: environment), colorScheme: .light)
        #expect(abs(fill.brightness - 0.80) < 0.003)
        let faded = Theme.Color.dynamic(.fill).opacity(0.5).resolveColor(in: environment)
        #expect(abs(faded.resolve(in: environment).opacity - 0.5) < 1e-9)
        #expect(Theme.Color.Variant.all.count == 15)
    }

    @Test func dynamicColorIsAShapeStyleOfItsScheme() {
        let c = DynamicColor(light: .init(hex: "#FF0000"), dark: .init(hex: "#00FF00"))
        #expect(hex(c.resolveColor(in: FoundationColorScheme.dark.environmentValues()), .dark) == "#00FF00")
    }
}
