import Foundation
import FoundationUI
import Testing

/// OKLCH against the published Oklab values of the sRGB primaries and white (CSS Color 4 and
/// Ottosson's reference implementation), round trips, and gamut mapping by chroma reduction.
@Suite("FoundationUI: OKLCH")
struct OKLCHTests {
    struct Published: CustomTestStringConvertible, Sendable {
        let name: String
        let rgb: (Int, Int, Int)
        let l: Double, c: Double, h: Double
        var testDescription: String { name }
    }

    static let published = [
        Published(name: "red", rgb: (255, 0, 0), l: 0.627955, c: 0.257683, h: 29.2339),
        Published(name: "lime", rgb: (0, 255, 0), l: 0.866440, c: 0.294827, h: 142.4953),
        Published(name: "blue", rgb: (0, 0, 255), l: 0.452014, c: 0.313214, h: 264.0520),
        Published(name: "white", rgb: (255, 255, 255), l: 1.0, c: 0, h: 0),
    ]

    @Test(arguments: published)
    func sRGBPrimariesMatchPublishedValues(p: Published) {
        let o = ColorComponents(red8bit: p.rgb.0, green: p.rgb.1, blue: p.rgb.2).oklch()
        #expect(abs(o.lightness - p.l) < 1e-4)
        #expect(abs(o.chroma - p.c) < 1e-4)
        if p.c > 0 { #expect(abs(o.hue - p.h) < 0.01) }
    }

    @Test(arguments: published)
    func publishedValuesGiveThePrimaries(p: Published) {
        // Rounded to the published digits, the primaries fall a hair outside sRGB: mapped back by a clip.
        let c = ColorComponents.oklch(lightness: p.l, chroma: p.c, hue: p.h).rgba8()
        #expect(abs(c.red - p.rgb.0) <= 1 && abs(c.green - p.rgb.1) <= 1 && abs(c.blue - p.rgb.2) <= 1)
    }

    /// In-gamut OKLCH colours come back within 1/255 per channel through sRGB.
    @Test func roundTripsThroughSRGB() {
        for hue in stride(from: 0.0, to: 360, by: 30) {
            let c = ColorComponents.oklch(lightness: 0.7, chroma: 0.08, hue: hue)
            let back = c.oklch()
            #expect(abs(back.lightness - 0.7) < 0.005 && abs(back.chroma - 0.08) < 0.005, "\(hue)")
            #expect(abs(back.hue - hue) < 1.5, "\(hue)")
        }
    }

    /// Out of gamut, the colour keeps its lightness and (within what one just-noticeable clip moves)
    /// its hue, loses chroma, and ends on the gamut's edge.
    @Test(arguments: [30.0, 150, 264])
    func outOfGamutLosesChromaOnly(hue: Double) {
        let mapped = ColorComponents.oklch(lightness: 0.7, chroma: 0.5, hue: hue)
        let o = mapped.oklch()
        // Within one just-noticeable difference (ΔE OK 0.02) of the colour of lightness 0.7, the hue
        // asked for and the chroma it was reduced to.
        let radians = hue * .pi / 180
        let (da, db) = (
            o.chroma * cos(o.hue * .pi / 180) - o.chroma * cos(radians),
            o.chroma * sin(o.hue * .pi / 180) - o.chroma * sin(radians)
        )
        let deltaE = ((o.lightness - 0.7) * (o.lightness - 0.7) + da * da + db * db).squareRoot()
        #expect(deltaE < 0.02)
        #expect(o.chroma < 0.5)
        let (r, g, b, _) = mapped.rgba()
        #expect([r, g, b].allSatisfy { $0 >= 0 && $0 <= 1 })
        // One channel sits on the gamut's edge: no chroma was given up for nothing.
        #expect([r, g, b].contains { $0 < 0.003 || $0 > 0.997 })
    }
}
