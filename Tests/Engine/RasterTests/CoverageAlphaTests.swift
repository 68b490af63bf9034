import Testing

@testable import Raster

/// `Rasterizer.alpha` turns an accumulated signed area into 8-bit coverage by reading the truncation
/// of a·255 + 0.5 from its bits; it must give exactly what the plain conversion gives.
@Suite("Engine: coverage to alpha")
struct CoverageAlphaTests {
    /// The plain definition: |v| clamped to 1 (non-zero) or folded into [0, 1] (even-odd, v mod 2),
    /// then truncated after scaling and adding a half.
    static func reference(_ v: Float, _ rule: FillRule) -> UInt8 {
        var a = abs(v)
        if rule == .evenOdd {
            a = a.truncatingRemainder(dividingBy: 2)
            if a > 1 { a = 2 - a }
        } else {
            a = min(a, 1)
        }
        return UInt8(Int32(a * 255 + 0.5))
    }

    /// Every float whose scaled value lies next to a rounding boundary k + 0.5, and a dense sweep of
    /// [−3, 3] (areas beyond ±1 come from overlapping windings).
    static let samples: [Float] = {
        var values: [Float] = [0, -0, 1, -1, 2, 3, .leastNonzeroMagnitude, Float(1).nextDown, Float(1).nextUp]
        for k in 0...255 {
            let boundary = (Float(k) + 0.5) / 255
            var v = boundary
            for _ in 0..<8 { v = v.nextDown }
            for _ in 0..<16 {
                values.append(v)
                values.append(-v)
                v = v.nextUp
            }
        }
        for i in -3 * 4096...3 * 4096 { values.append(Float(i) / 4096 + 1e-4) }
        return values
    }()

    @Test(arguments: [("non-zero", FillRule.nonZero), ("even-odd", FillRule.evenOdd)])
    func alphaMatchesThePlainConversion(name: String, rule: FillRule) {
        let differing = Self.samples.filter { Rasterizer.alpha($0, rule) != Self.reference($0, rule) }
        #expect(differing.isEmpty, "\(name): first differing area \(String(describing: differing.first))")
    }
}
