import OUDSSwiftUI
import Raster
import Testing

/// The documents' token modifiers: `.border(style:width:radius:color:)`, `.shadow(elevation)`,
/// `.background(token)`, `.foregroundColor(token)` and `fill` with a token.
@MainActor
@Suite("OUDS: token modifiers")
struct ModifierTests {
    static func strokes(_ list: DisplayList) -> [(paint: String, style: Raster.StrokeStyle)] {
        list.items.compactMap {
            if case .stroke(_, let paint, let style) = $0 { (paint.description, style) } else { nil }
        }
    }

    @Test(arguments: ThemeCase.allCases, ColorScheme.allCases)
    func bordersStrokeInsideWithTheTokenStyle(theme: ThemeCase, scheme: ColorScheme) throws {
        let t = theme.make()
        let b = t.borders
        for style in BorderStyleRawToken.allCases {
            let view = Color.clear.frame(width: 40, height: 20)
                .border(style: style, width: b.widthMedium, radius: b.radiusMedium, color: t.colors.actionEnabled)
            let list = try displayList(view, scheme)
            let strokes = Self.strokes(list)
            if style == .none {
                #expect(strokes.isEmpty)
                continue
            }
            let stroke = try #require(strokes.first)
            #expect(strokes.count == 1)
            #expect(stroke.paint == hex(t.colors.actionEnabled, scheme))
            #expect(stroke.style.lineWidth == Double(b.widthMedium))
            switch style {
            case .solid: #expect(stroke.style.dash.isEmpty)
            case .dashed: #expect(stroke.style.dash == [3 * Double(b.widthMedium), 3 * Double(b.widthMedium)])
            case .dotted:
                #expect(stroke.style.dash == [0, 2 * Double(b.widthMedium)] && stroke.style.lineCap == .round)
            case .none: break
            }
            // The content is clipped to the border's rounded shape.
            #expect(list.items.contains { if case .pushClip = $0 { true } else { false } })
        }
        let zero = try displayList(
            Color.clear.frame(width: 10, height: 10).border(
                style: .solid, width: 0, radius: 0, color: t.colors.actionEnabled))
        #expect(Self.strokes(zero).isEmpty)
    }

    @Test(arguments: ThemeCase.allCases, ColorScheme.allCases)
    func elevationsBecomeShadowsForTheScheme(theme: ThemeCase, scheme: ColorScheme) throws {
        let t = theme.make()
        for (token, spelledAsElevation) in [(t.elevations.emphasized, false), (t.elevations.raised, true)] {
            let base = Rectangle().fill(t.colors.bgPrimary).frame(width: 20, height: 20)
            let list =
                spelledAsElevation
                ? try displayList(base.shadow(elevation: token), scheme) : try displayList(base.shadow(token), scheme)
            let shadows = list.items.compactMap { if case .beginLayer(_, _, let s?) = $0 { s } else { nil } }
            let shadow = try #require(shadows.first)
            let expected = token.elevation(for: scheme)
            #expect(shadow.radius == expected.blur / 2 && shadow.y == expected.y && shadow.x == 0)
            #expect(ColorRawToken(rgba: 0).description == "#00000000")
            let opacity = shadow.color.opacity
            #expect(abs(opacity - expected.color.opacity) < 1e-9)
        }
    }

    @Test(arguments: ThemeCase.allCases, ColorScheme.allCases)
    func colourTokensWorkAsColoursAndShapeStyles(theme: ThemeCase, scheme: ColorScheme) throws {
        let t = theme.make()
        let view = VStack {
            Text("Hello").foregroundColor(t.colors.contentDefault).background(t.colors.bgPrimary)
            Circle().fill(t.colors.actionEnabled).frame(width: 10, height: 10)
            RoundedRectangle(cornerRadius: 8).fill(t.colors.bgSecondary, style: FillStyle(eoFill: true)).frame(
                width: 10, height: 10)
            Text("Tinted").foregroundStyle(t.colors.contentStatusInfo)
        }
        let list = try displayList(view, scheme)
        #expect(
            fillPaints(list) == [
                hex(t.colors.bgPrimary, scheme), hex(t.colors.actionEnabled, scheme), hex(t.colors.bgSecondary, scheme),
            ])
        #expect(
            textItems(list).map(\.paint) == [
                hex(t.colors.contentDefault, scheme), hex(t.colors.contentStatusInfo, scheme),
            ])
        let evenOdd = list.items.filter { if case .fill(_, _, true) = $0 { true } else { false } }
        #expect(evenOdd.count == 1)
    }
}
