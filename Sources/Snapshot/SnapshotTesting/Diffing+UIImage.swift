import Foundation
import ProofSnapshot
import Raster
import UIKit

extension Diffing where Value == UIImage {
    /// Images compared exactly, stored as PNG.
    public static var image: Diffing { .image() }

    /// Images stored as PNG (Proof's deterministic encoding) and compared as swift-snapshot-testing
    /// compares them:
    /// - `perceptualPrecision` 1 (the default): `precision` is the fraction of bytes (RGBA
    ///   channels) that must be equal;
    /// - below 1: a pixel matches when its colour difference (ΔE*94 here, CIE ΔE through Core Image
    ///   there) is at most (1 − perceptualPrecision) × 100, and `precision` is the fraction of pixels
    ///   that must match.
    ///
    /// References decode at `scale` (nil: `UIScreen.main.scale`). A failure attaches the reference,
    /// the failed snapshot and a difference strip, and its message adds Proof's numbers (differing
    /// pixels, largest ΔE, where).
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Diffing {
        let decodeScale = scale.flatMap { $0 > 0 ? $0 : nil } ?? UIScreen.main.scale
        var diffing = Diffing(
            toData: { $0.pngData() ?? Data() },
            fromData: { UIImage(data: $0, scale: decodeScale) ?? UIImage(renderFailure: "not a PNG") },
            diff: { old, new in
                UIImageComparison.difference(old, new, precision: precision, perceptualPrecision: perceptualPrecision)
            })
        diffing.decodingProblem = { UIImage(data: $0) == nil ? "the reference is not a PNG Proof can decode" : nil }
        return diffing
    }
}

extension Snapshotting where Value == UIImage, Format == UIImage {
    /// Images compared exactly, stored as PNG.
    public static var image: Snapshotting { .image() }

    /// Images stored as PNG and compared with `Diffing.image(precision:perceptualPrecision:scale:)`.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil)
        -> Snapshotting
    {
        Snapshotting(
            pathExtension: "png",
            diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale))
    }
}
