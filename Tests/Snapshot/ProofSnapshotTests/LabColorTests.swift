import ProofSnapshot
import Testing

@MainActor
@Suite("CIELAB conversion and ΔE*94")
struct LabColorTests {
    /// A named sRGB colour and its published CIELAB (D65) value.
    struct PublishedLab: CustomTestStringConvertible, Sendable {
        let name: String
        let rgb: [UInt8]
        let l: Double
        let a: Double
        let b: Double

        var testDescription: String { "\(name) \(rgb)" }
    }

    /// sRGB colours and their CIELAB (D65) values from Lindbloom's colour calculator.
    nonisolated static let publishedLab: [PublishedLab] = [
        PublishedLab(name: "red", rgb: [255, 0, 0], l: 53.2408, a: 80.0925, b: 67.2032),
        PublishedLab(name: "blue", rgb: [0, 0, 255], l: 32.2970, a: 79.1875, b: -107.8602),
        PublishedLab(name: "mid grey", rgb: [128, 128, 128], l: 53.5850, a: 0, b: 0),
        PublishedLab(name: "white", rgb: [255, 255, 255], l: 100, a: 0, b: 0),
        PublishedLab(name: "black", rgb: [0, 0, 0], l: 0, a: 0, b: 0),
    ]

    @Test("sRGB colours convert to their published CIELAB (D65) values", arguments: publishedLab)
    func convertsSRGB(sample: PublishedLab) {
        let lab = LabColor(sRGBRed: sample.rgb[0], green: sample.rgb[1], blue: sample.rgb[2])
        #expect(abs(lab.l - sample.l) < 2e-3 && abs(lab.a - sample.a) < 2e-3 && abs(lab.b - sample.b) < 2e-3, "\(lab)")
    }

    /// A Lab pair (reference, sample), where it is published, and its published ΔE*94 (graphic arts weights).
    struct PublishedDeltaE: CustomTestStringConvertible, Sendable {
        let name: String
        let reference: LabColor
        let sample: LabColor
        let deltaE: Double

        var testDescription: String { name }
    }

    nonisolated static let publishedDeltaE: [PublishedDeltaE] = [
        PublishedDeltaE(
            name: "colour-science delta_E_CIE1994 documentation example",
            reference: LabColor(l: 100, a: 21.57210357, b: 272.22819350),
            sample: LabColor(l: 100, a: 426.67945353, b: 72.39590835), deltaE: 83.7792255),
        // The colormine.org pairs, as quoted by the delta-e packages' tests.
        PublishedDeltaE(
            name: "colormine.org CIE94 calculator", reference: LabColor(l: 36, a: 60, b: 41),
            sample: LabColor(l: 55, a: 66, b: 77), deltaE: 22.849281934529994),
        PublishedDeltaE(
            name: "colormine.org identical colours", reference: LabColor(l: 50, a: 10, b: -5),
            sample: LabColor(l: 50, a: 10, b: -5),
            deltaE: 0),
    ]

    @Test("ΔE94 of published pairs", arguments: publishedDeltaE)
    func deltaE94(pair: PublishedDeltaE) {
        #expect(abs(LabColor.deltaE94(reference: pair.reference, sample: pair.sample) - pair.deltaE) < 1e-6)
    }

    @Test("ΔE94 weighs chroma by the reference, so it is not symmetric")
    func asymmetric() {
        let one = LabColor(l: 36, a: 60, b: 41)
        let other = LabColor(l: 55, a: 66, b: 77)
        let forward = LabColor.deltaE94(reference: one, sample: other)
        let backward = LabColor.deltaE94(reference: other, sample: one)
        #expect(abs(forward - backward) > 1)
    }

    @Test(
        "Premultiplied pixels are composited over white first",
        arguments: [
            Composite(name: "transparent", premultiplied: [0, 0, 0, 0], composited: [255, 255, 255]),
            Composite(name: "half-transparent black", premultiplied: [0, 0, 0, 128], composited: [127, 127, 127]),
            Composite(name: "half-transparent red", premultiplied: [100, 0, 0, 128], composited: [227, 127, 127]),
            Composite(name: "opaque", premultiplied: [10, 20, 30, 255], composited: [10, 20, 30]),
        ])
    func compositesOverWhite(pixel: Composite) {
        let p = pixel.premultiplied
        let lab = LabColor(premultipliedRed: p[0], green: p[1], blue: p[2], alpha: p[3])
        let c = pixel.composited
        #expect(lab == LabColor(sRGBRed: c[0], green: c[1], blue: c[2]))
    }

    /// A premultiplied RGBA pixel and the sRGB colour it is over white.
    struct Composite: CustomTestStringConvertible, Sendable {
        let name: String
        let premultiplied: [UInt8]
        let composited: [UInt8]

        var testDescription: String { "\(name) \(premultiplied)" }
    }
}
