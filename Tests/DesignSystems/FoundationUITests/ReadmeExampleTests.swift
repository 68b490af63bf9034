import FoundationUI
import Testing

// The README's FoundationUI example, as written there.
extension Theme.Padding { static let gutter = Theme.Padding(12) }
extension Theme.Radius { static let card = Theme.Radius(10) }
extension Theme.Color {
    static let surface = Theme.Color(
        light: .init(grayscale: 0.95), dark: .init(hex: "#2D2B2C"),
        lightAccessible: .init(grayscale: 1), darkAccessible: .init(grayscale: 0))
}

@MainActor
@Suite("FoundationUI: the README's example")
struct ReadmeExampleTests {
    static var example: some View {
        Text("Pay")
            .foundation(.padding(.gutter, .horizontal))
            .foundation(.foreground(.dynamic(.text)))  // a step of the tint's scale
            .foundation(.border(.dynamic(.border), width: 1, placement: .inside))
            .foundation(.background(.surface.brightness(0.95)))
            .foundation(.backgroundShadow(Theme.Shadow(color: .black.opacity(0.2), radius: 4, spread: -1, y: 2)))
            .foundation(.concentricRoundedRectangle(.card))  // inherited by every modifier above
            .foundation(.tint(.blue))
    }

    /// The surface is the scheme's (0.95 × 0.95 grey in light, #2D2B2C × 0.95 in dark, black with
    /// Increase Contrast in dark), under a silhouette shadow, with the border stroked inside.
    @Test(arguments: FoundationColorScheme.allCases)
    func exampleDraws(scheme: FoundationColorScheme) throws {
        let list = try displayList(Self.example, scheme)
        #expect(list.description.contains("silhouette radius 4"))
        let surface = Theme.Color.surface.brightness(0.95).resolveColor(in: scheme.environmentValues())
        #expect(fills(list).contains { $0.paint == hex(surface, scheme) })
        #expect(list.items.contains { if case .stroke = $0 { true } else { false } })
    }
}
