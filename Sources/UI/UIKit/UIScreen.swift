/// The screen (UIKit's `UIScreen`): `UIScreen.main` is an iPhone 15 Pro in portrait, 393 × 852 pt
/// at 3x, the device ProofUI's previews use by default (`PreviewDevice.proofDefault`).
public struct UIScreen: Sendable {
    /// The screen of the previewed iPhone.
    public static let main = UIScreen()

    /// 0, 0, 393, 852 in points.
    public let bounds = CGRect(x: 0, y: 0, width: 393, height: 852)
    /// 3 pixels per point.
    public let scale: CGFloat = 3
    /// 3 pixels per point.
    public let nativeScale: CGFloat = 3
    /// 0, 0, 1179, 2556 in pixels.
    public var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: 1179, height: 2556) }
    /// The screen's traits: `UITraitCollection.current`.
    public var traitCollection: UITraitCollection { .current }
}
