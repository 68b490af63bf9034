import ProofSnapshot
import ProofUI
import UIKit

extension Snapshotting where Value: ProofUI.View, Format == UIImage {
    /// The view at its ideal size, drawn as `.image()` does.
    public static var image: Snapshotting { .image() }

    /// The view rendered by Proof and compared as an image.
    ///
    /// - Parameters:
    ///   - drawHierarchyInKeyWindow: accepted for source compatibility; there are no windows here,
    ///     so the view is drawn the same either way.
    ///   - precision, perceptualPrecision: as `Diffing.image(precision:perceptualPrecision:scale:)`.
    ///   - layout: the size (`.sizeThatFits` by default, a fixed size, or a device's screen).
    ///   - traits: merged over the device's traits (these win): the interface style gives the colour
    ///     scheme, then contrast, text size, direction and size classes; the display scale gives the
    ///     image's scale (unspecified: `UIScreen.main.scale`, 3).
    ///
    /// The view is laid out on the main actor from whichever thread the assertion runs on, and
    /// drawn on the scheme's system background (white in light, black in dark), as a hosting
    /// controller's view is.
    public static func image(
        drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
        layout: SwiftUISnapshotLayout = .sizeThatFits, traits: UITraitCollection = .init()
    ) -> Snapshotting {
        let scale = traits.displayScale > 0 ? traits.displayScale : UIScreen.main.scale
        return SimplySnapshotting<UIImage>.image(
            precision: precision, perceptualPrecision: perceptualPrecision, scale: scale
        ).pullback { view in
            SwiftUIViewRendering.image(of: view, layout: layout, traits: traits, scale: scale)
        }
    }
}
