/// A device to preview on, by the name Xcode's simulators use (SwiftUI's `PreviewDevice`):
/// `PreviewDevice(rawValue: "iPhone SE (3rd generation)")`.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable, Sendable {
    /// The device name.
    public let rawValue: String

    /// A device by name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A device by name, from a string literal.
    public init(stringLiteral value: String) { self.init(rawValue: value) }

    /// The device a preview is shown on when none is given: an iPhone 15 Pro in portrait,
    /// 393 × 852 pt at 3x (the size of iPhone 14 Pro, 15, 15 Pro and 16). Proof extension.
    public static let proofDefault = PreviewDevice(rawValue: "iPhone 15 Pro")

    /// A device's screen in portrait: size in points, pixels per point and the safe-area insets of
    /// the status bar (or sensor housing) and the home indicator. Proof extension.
    public struct Screen: Hashable, Sendable {
        /// Width and height in points, portrait.
        public let size: CGSize
        /// Pixels per point.
        public let scale: CGFloat
        /// The safe-area insets in portrait.
        public let safeArea: EdgeInsets
    }

    /// The screen of this device, nil when Proof does not know the name (see `knownDevices`).
    /// Proof extension.
    public var screen: Screen? { Self.screens[rawValue] }

    /// The device names whose screens Proof knows, sorted. Proof extension.
    public static var knownDevices: [String] { screens.keys.sorted() }

    private static func screen(_ width: CGFloat, _ height: CGFloat, _ scale: CGFloat, top: CGFloat, bottom: CGFloat)
        -> Screen
    {
        Screen(
            size: CGSize(width: width, height: height), scale: scale, safeArea: EdgeInsets(top: top, bottom: bottom))
    }

    // Portrait screen sizes and safe areas in points, from Apple's device specifications (the same
    // insets as swift-snapshot-testing's presets of these screens).
    private static let screens: [String: Screen] = [
        "iPhone SE (3rd generation)": screen(375, 667, 2, top: 20, bottom: 0),
        "iPhone 13 mini": screen(375, 812, 3, top: 50, bottom: 34),
        "iPhone 14": screen(390, 844, 3, top: 47, bottom: 34),
        "iPhone 14 Plus": screen(428, 926, 3, top: 47, bottom: 34),
        "iPhone 14 Pro": screen(393, 852, 3, top: 59, bottom: 34),
        "iPhone 14 Pro Max": screen(430, 932, 3, top: 59, bottom: 34),
        "iPhone 15": screen(393, 852, 3, top: 59, bottom: 34),
        "iPhone 15 Plus": screen(430, 932, 3, top: 59, bottom: 34),
        "iPhone 15 Pro": screen(393, 852, 3, top: 59, bottom: 34),
        "iPhone 15 Pro Max": screen(430, 932, 3, top: 59, bottom: 34),
        "iPhone 16": screen(393, 852, 3, top: 59, bottom: 34),
        "iPhone 16 Plus": screen(430, 932, 3, top: 59, bottom: 34),
        "iPhone 16 Pro": screen(402, 874, 3, top: 62, bottom: 34),
        "iPhone 16 Pro Max": screen(440, 956, 3, top: 62, bottom: 34),
    ]
}
