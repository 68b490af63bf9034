import Testing

@testable import Raster

/// The blur's two ways through the passes — every pass along whole rows at once (`sweeping`), or one
/// row or column at a time — give the same bytes, on masks of odd sizes, windows wider than the
/// mask, and the widest window the sweep takes.
@Suite("Engine: Gaussian blur")
struct GaussianBlurTests {
    /// A deterministic mask with empty, full and partial pixels (a linear congruential sequence).
    static func mask(width: Int, height: Int, seed: UInt32) -> [UInt8] {
        var state = seed
        return (0..<width * height).map { _ in
            state = state &* 1_664_525 &+ 1_013_904_223
            let v = UInt8(truncatingIfNeeded: state >> 24)
            return v < 64 ? 0 : v > 200 ? 255 : v
        }
    }

    @Test(arguments: [
        ("small sigma", 1.2, 37, 23), ("card shadow", 12.0, 120, 90), ("window wider than the mask", 30.0, 19, 41),
        ("one row", 5.0, 64, 1), ("widest sweep", 135.0, 300, 40), ("past the sweep", 137.0, 300, 40),
    ])
    func sweepingMatchesThePassByPassBlur(name: String, sigma: Double, width: Int, height: Int) {
        let blur = GaussianBlur(sigma: sigma)
        let original = Self.mask(width: width, height: height, seed: UInt32(width * 31 + height))
        var swept = original
        blur.apply(to: &swept, width: width, height: height)
        var passByPass = original
        blur.apply(to: &passByPass, width: width, height: height, sweeping: false)
        let firstDifference = zip(swept, passByPass).enumerated().first { $0.element.0 != $0.element.1 }
        #expect(firstDifference == nil, "\(name): byte \(firstDifference?.offset ?? -1) differs")
        #expect(swept != original, "\(name): nothing blurred")
    }

    /// The widest window the sweep takes is 256 samples (σ 135 gives windows of 255, σ 137 of 259).
    @Test func theWidestSweptWindowIsTheLimit() {
        let widths = [135.0, 137].map { sigma in GaussianBlur(sigma: sigma).windows.map { $0.0 + $0.1 + 1 }.max() ?? 0 }
        #expect(widths[0] <= GaussianBlur.widestSweep && widths[1] > GaussianBlur.widestSweep, "\(widths)")
    }
}
