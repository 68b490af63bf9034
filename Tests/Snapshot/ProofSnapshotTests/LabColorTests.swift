import ProofSnapshot
import Testing

@Suite("CIELAB conversion and ΔE*94")
struct LabColorTests {
    /// sRGB colours and their CIELAB (D65) values from Lindbloom's colour calculator.
    static let publishedLab: [(rgb: [UInt8], l: Double, a: Double, b: Double)] = [
        ([255, 0, 0], 53.2408, 80.0925, 67.2032),
        ([0, 0, 255], 32.2970, 79.1875, -107.8602),
        ([128, 128, 128], 53.5850, 0, 0),
        ([255, 255, 255], 100, 0, 0),
        ([0, 0, 0], 0, 0, 0),
    ]

    @Test("sRGB colours convert to their published CIELAB (D65) values", arguments: publishedLab)
    func convertsSRGB(sample: (rgb: [UInt8], l: Double, a: Double, b: Double)) {
        let (rgb, l, a, b) = sample
        let lab = LabColor(sRGBRed: rgb[0], green: rgb[1], blue: rgb[2])
        #expect(abs(lab.l - l) < 2e-3 && abs(lab.a - a) < 2e-3 && abs(lab.b - b) < 2e-3, "\(lab)")
    }

    /// Lab pairs (reference, sample) and their published ΔE*94 (graphic arts weights).
    static let publishedDeltaE: [(reference: LabColor, sample: LabColor, deltaE: Double)] = [
        // colour-science, delta_E_CIE1994 documentation example.
        (
            LabColor(l: 100, a: 21.57210357, b: 272.22819350), LabColor(l: 100, a: 426.67945353, b: 72.39590835),
            83.7792255
        ),
        // colormine.org CIE94 calculator, as quoted by the delta-e packages' tests.
        (LabColor(l: 36, a: 60, b: 41), LabColor(l: 55, a: 66, b: 77), 22.849281934529994),
        (LabColor(l: 50, a: 10, b: -5), LabColor(l: 50, a: 10, b: -5), 0),
    ]

    @Test("ΔE94 of published pairs", arguments: publishedDeltaE)
    func deltaE94(pair: (reference: LabColor, sample: LabColor, deltaE: Double)) {
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
            ([0, 0, 0, 0] as [UInt8], [255, 255, 255] as [UInt8]),
            ([0, 0, 0, 128], [127, 127, 127]),
            ([100, 0, 0, 128], [227, 127, 127]),
            ([10, 20, 30, 255], [10, 20, 30]),
        ])
    func compositesOverWhite(premultiplied: [UInt8], composited: [UInt8]) {
        let lab = LabColor(
            premultipliedRed: premultiplied[0], green: premultiplied[1], blue: premultiplied[2], alpha: premultiplied[3]
        )
        #expect(lab == LabColor(sRGBRed: composited[0], green: composited[1], blue: composited[2]))
    }
}
