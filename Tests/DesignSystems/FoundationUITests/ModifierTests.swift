import FoundationUI
import Testing

/// Each `.foundation(…)` modifier draws what the equivalent plain SwiftUI code draws, with the
/// concentric rounded rectangle written once and inherited by every modifier before it.
@MainActor
@Suite("FoundationUI: modifiers")
struct ModifierTests {
    static var box: some View { Color.clear.frame(width: 60, height: 40) }
    static let red = Theme.Color(.init(hex: "#FF0000"))

    @Test func sizeSetsTheFrame() throws {
        #expect(
            try drawSame(
                Text("A").foundation(.size(Theme.Size(width: 110, height: 30))), Text("A").frame(width: 110, height: 30)
            ))
        #expect(try drawSame(Text("A").foundation(.size(square: 20)), Text("A").frame(width: 20, height: 20)))
        #expect(
            try drawSame(Text("A").foundation(.size(maxWidth: 80)), Text("A").frame(maxWidth: 80)))
    }

    @Test func paddingPadsTheEdgesGiven() throws {
        #expect(try drawSame(Text("A").foundation(.padding(6, .horizontal)), Text("A").padding(.horizontal, 6)))
        #expect(try drawSame(Text("A").foundation(.padding(8)), Text("A").padding(8)))
    }

    @Test func backgroundInheritsTheConcentricRectangle() throws {
        #expect(
            try drawSame(
                Self.box.foundation(.background(Self.red)).foundation(.concentricRoundedRectangle(6)),
                Self.box.background(RoundedRectangle(cornerRadius: 6).fill(Color(hex: 0xFF0000)))))
        // No concentric rectangle: square corners.
        #expect(try drawSame(Self.box.foundation(.background(Self.red)), Self.box.background(Color(hex: 0xFF0000))))
        // An explicit shape opts out.
        #expect(
            try drawSame(
                Self.box.foundation(.background(Self.red, in: Circle())).foundation(.concentricRoundedRectangle(6)),
                Self.box.background(Circle().fill(Color(hex: 0xFF0000)))))
        // The older spelling.
        #expect(
            try drawSame(
                Self.box.foundation(.background(Self.red)).foundation(.cornerRadius(6)),
                Self.box.foundation(.background(Self.red)).foundation(.concentricRoundedRectangle(6))))
    }

    @Test func perCornerRadiiAndStyle() throws {
        #expect(
            try drawSame(
                Self.box.foundation(.background(Self.red))
                    .foundation(.concentricRoundedRectangle(topLeading: 12, bottomTrailing: 4, style: .circular)),
                Self.box.background(
                    UnevenRoundedRectangle(topLeadingRadius: 12, bottomTrailingRadius: 4, style: .circular)
                        .fill(Color(hex: 0xFF0000)))))
    }

    /// An even radius through `UnevenRoundedRectangle` is exactly `RoundedRectangle`'s outline.
    @Test(arguments: [RoundedCornerStyle.continuous, .circular])
    func unevenWithEqualRadiiIsTheRoundedRectangle(style: RoundedCornerStyle) throws {
        let rect = CGRect(x: 0, y: 0, width: 60, height: 40)
        #expect(
            UnevenRoundedRectangle(
                topLeadingRadius: 9, bottomLeadingRadius: 9, bottomTrailingRadius: 9, topTrailingRadius: 9,
                style: style
            ).path(in: rect) == RoundedRectangle(cornerRadius: 9, style: style).path(in: rect))
        #expect(
            FoundationRoundedRectangle(cornerRadius: 9, style: style).path(in: rect)
                == RoundedRectangle(cornerRadius: 9, style: style).path(in: rect))
    }

    struct PaddingCase: CustomTestStringConvertible, Sendable {
        let name: String
        let style: FoundationModifierLibrary.PaddingModifier.ConcentricShapeStyle?
        let inner: CGFloat
        var testDescription: String { name }
    }

    nonisolated static let paddingCases = [
        PaddingCase(name: "none keeps the outer radius", style: nil, inner: 12),
        PaddingCase(name: "sharp: 12 − 8", style: .sharp, inner: 4),
        PaddingCase(name: "minimum 6 stops at 6", style: .minimum(6), inner: 6),
    ]

    @Test(arguments: paddingCases)
    func concentricPaddingReducesTheInnerRadius(c: PaddingCase) throws {
        let nested = Self.box.foundation(.background(Self.red))
            .foundation(.padding(8, concentricShapeStyle: c.style))
            .foundation(.concentricRoundedRectangle(12))
        let expected = Self.box.background(RoundedRectangle(cornerRadius: c.inner).fill(Color(hex: 0xFF0000)))
            .padding(8)
        #expect(try drawSame(nested, expected))
    }

    @Test func deepNestingSharpAndSoft() throws {
        func nested(_ style: FoundationModifierLibrary.PaddingModifier.ConcentricShapeStyle) -> some View {
            Self.box.foundation(.background(Self.red))
                .foundation(.padding(8, concentricShapeStyle: style))
                .foundation(.padding(8, concentricShapeStyle: style))
                .foundation(.concentricRoundedRectangle(12))
        }
        let box = Self.box
        #expect(
            try drawSame(
                nested(.sharp), box.background(Rectangle().fill(Color(hex: 0xFF0000))).padding(8).padding(8)))
        #expect(
            try drawSame(
                nested(.soft),
                box.background(RoundedRectangle(cornerRadius: 2).fill(Color(hex: 0xFF0000))).padding(8).padding(8)))
    }

    /// Padding one edge reduces only the corners on that edge.
    @Test func paddingOneEdgeReducesItsCornersOnly() throws {
        let nested = Self.box.foundation(.background(Self.red))
            .foundation(.padding(12, .top, concentricShapeStyle: .sharp))
            .foundation(.concentricRoundedRectangle(20))
        let expected = Self.box.background(
            UnevenRoundedRectangle(
                topLeadingRadius: 8, bottomLeadingRadius: 20, bottomTrailingRadius: 20, topTrailingRadius: 8
            ).fill(Color(hex: 0xFF0000))
        ).padding(.top, 12)
        #expect(try drawSame(nested, expected))
    }

    struct BorderCase: CustomTestStringConvertible, Sendable {
        let placement: FoundationModifierLibrary.BorderPlacement
        let inset: CGFloat
        var testDescription: String { "\(placement)" }
    }

    @Test(arguments: [
        BorderCase(placement: .inside, inset: 2), BorderCase(placement: .center, inset: 0),
        BorderCase(placement: .outside, inset: -2),
    ])
    func borderPlacement(c: BorderCase) throws {
        let bordered = Self.box.foundation(.border(Self.red, width: 4, placement: c.placement))
            .foundation(.concentricRoundedRectangle(10))
        let expected = Self.box.overlay {
            FoundationRoundedRectangle(cornerRadius: 10).inset(by: c.inset).stroke(Color(hex: 0xFF0000), lineWidth: 4)
        }
        #expect(try drawSame(bordered, expected))
    }

    /// An inside border of a per-corner rectangle follows every corner (each radius reduced).
    @Test func insideBorderOfPerCornerRadii() {
        let shape = FoundationRoundedRectangle(topLeadingRadius: 12, bottomTrailingRadius: 6).inset(by: 2)
        let rect = CGRect(x: 0, y: 0, width: 60, height: 40)
        #expect(
            shape.path(in: rect)
                == UnevenRoundedRectangle(topLeadingRadius: 10, bottomTrailingRadius: 4).path(
                    in: rect.insetBy(dx: 2, dy: 2)))
    }

    @Test func borderBelowIsDrawnFirst() throws {
        let list = try displayList(
            Self.box.foundation(.background(Theme.Color(.init(hex: "#00FF00"))))
                .foundation(.border(Self.red, width: 4, level: .below)).foundation(.concentricRoundedRectangle(8)))
        let strokeIndex = list.items.firstIndex { if case .stroke = $0 { true } else { false } }
        let fillIndex = list.items.firstIndex { if case .fill = $0 { true } else { false } }
        #expect(try #require(strokeIndex) < #require(fillIndex))
    }

    /// A background shadow: the shape grown by the spread, drawn as a blurred silhouette only.
    @Test func backgroundShadowGrowsByTheSpread() throws {
        let list = try displayList(
            Self.box.foundation(.backgroundShadow(Theme.Shadow(color: .black, radius: 6, spread: 5, y: 3)))
                .foundation(.concentricRoundedRectangle(8)))
        #expect(list.description.contains("silhouette radius 6"))
        let grown = try #require(fills(list).first)
        #expect(grown.bounds.width == 70 && grown.bounds.height == 50)
        let negative = try displayList(
            Self.box.foundation(.backgroundShadow(Theme.Shadow(color: .black, radius: 6, spread: -4))))
        #expect(try #require(fills(negative).first).bounds.width == 52)
    }

    @Test func contentShadowIsTheNativeShadow() throws {
        #expect(
            try drawSame(
                Text("A").foundation(.contentShadow(Theme.Shadow(color: .black, radius: 3, spread: 9, y: 2))),
                Text("A").shadow(color: Color(red: 0, green: 0, blue: 0), radius: 3, x: 0, y: 2)))
        #expect(
            try drawSame(
                Text("A").foundation(.shadow(Theme.Shadow(color: .black, radius: 3))),
                Text("A").foundation(.contentShadow(Theme.Shadow(color: .black, radius: 3)))))
    }

    @Test func clipUsesTheConcentricRectangle() throws {
        #expect(
            try drawSame(
                Self.box.background(Color.red).foundation(.clip()).foundation(.concentricRoundedRectangle(9)),
                Self.box.background(Color.red).clipShape(RoundedRectangle(cornerRadius: 9))))
    }

    @Test func linearGradientHonoursItsPoints() throws {
        let gradient = Theme.Gradient(
            colors: [.white, .black], type: .linear(startPoint: .leading, endPoint: .trailing))
        let paint = try #require(fills(try displayList(Self.box.foundation(.backgroundGradient(gradient)))).first).paint
        #expect(paint.hasPrefix("linear(2 stops, 0,20 → 60,20)"))
        let shorthand = DynamicGradient.GradientType.linear(.top, .bottomTrailing)
        guard case .linear(let start, let end) = shorthand else {
            Issue.record("not linear")
            return
        }
        #expect(start == .top && end == .bottomTrailing)
    }

    @Test func gradientModifiersMapEveryStop() {
        let g = Theme.Gradient(colors: [.white, .gray], type: .linear(startPoint: .top, endPoint: .bottom))
            .opacity(0.5).brightness(0.5)
        let environment = FoundationColorScheme.light.environmentValues()
        let stops = g.value.gradient(in: environment).stops
        #expect(stops.map { hex($0.color) } == ["#80808080", "#40404080"])
        #expect(stops.map(\.location) == [0, 1])
    }

    @Test func foregroundTintThemeAndBypass() throws {
        #expect(
            try drawSame(Text("A").foundation(.foreground(Self.red)), Text("A").foregroundStyle(Color(hex: 0xFF0000))))
        #expect(try drawSame(Text("A").foundation(.background(Self.red), bypass: true), Text("A")))
        let tinted = Self.box.foundation(.background(.dynamic(.solid))).foundation(.tint(Self.red))
        #expect(try drawSame(tinted, Self.box.background(Color(hex: 0xFF0000))))
        let red = Color.red.frame(height: 10)
        let themed = red.foundation(.size(width: Theme.Length(10).themeable { $0 == .alternative ? 30 : nil }))
            .foundation(.theme(.alternative))
        #expect(try drawSame(themed, red.frame(width: 30)))
        #expect(
            !(try drawSame(red.foundation(.size(width: Theme.Length(10).themeable { _ in 30 })), red.frame(width: 10))))
        #expect(try drawSame(Text("A").foundation(.font(Theme.Font(.title))), Text("A").font(.title)))
    }

    @Test func blendModeModifier() throws {
        let list = try displayList(Self.box.background(Color.red).foundation(.blendMode(.vibrant)), .dark)
        #expect(list.description.contains("plusLighter"))
        #expect(try drawSame(Self.box.foundation(.blendMode(.multiply)), Self.box.blendMode(.multiply)))
    }
}
