// swift-format-ignore-file: AlwaysUseLowerCamelCase
// The preset names are swift-snapshot-testing's (`iPad9_7`, `iPadPro12_9`), which tests spell.

import ProofUI
import UIKit

// The device presets: swift-snapshot-testing's, with its numbers, and newer phones (marked). Their
// screens are in `DeviceScreens.swift`.

extension ViewImageConfig {
    /// The iPhone SE (1st generation) in portrait: 320 × 568 pt.
    public static let iPhoneSe = iPhoneSe(.portrait)
    /// The iPhone SE (1st generation) in `orientation`.
    public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig {
        PhoneScreen.iPhoneSe.config(orientation)
    }

    /// The iPhone 8 (and SE 2nd/3rd generation) in portrait: 375 × 667 pt.
    public static let iPhone8 = iPhone8(.portrait)
    /// The iPhone 8 (and SE 2nd/3rd generation) in `orientation`.
    public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig {
        PhoneScreen.iPhone8.config(orientation)
    }

    /// The iPhone 8 Plus in portrait: 414 × 736 pt.
    public static let iPhone8Plus = iPhone8Plus(.portrait)
    /// The iPhone 8 Plus in `orientation`.
    public static func iPhone8Plus(_ orientation: Orientation) -> ViewImageConfig {
        PhoneScreen.iPhone8Plus.config(orientation)
    }

    /// The iPhone X and XS in portrait: 375 × 812 pt.
    public static let iPhoneX = iPhoneX(.portrait)
    /// The iPhone X and XS in `orientation`.
    public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig {
        PhoneScreen.iPhoneX.config(orientation)
    }

    /// The iPhone XS Max in portrait: 414 × 896 pt.
    public static let iPhoneXsMax = iPhoneXsMax(.portrait)
    /// The iPhone XS Max in `orientation`.
    public static func iPhoneXsMax(_ orientation: Orientation) -> ViewImageConfig {
        PhoneScreen.iPhoneXsMax.config(orientation)
    }

    /// The iPhone XR in portrait: 414 × 896 pt.
    public static let iPhoneXr = iPhoneXr(.portrait)
    /// The iPhone XR in `orientation`.
    public static func iPhoneXr(_ orientation: Orientation) -> ViewImageConfig {
        PhoneScreen.iPhoneXr.config(orientation)
    }

    /// The iPhone 12 in portrait: 390 × 844 pt.
    public static let iPhone12 = iPhone12(.portrait)
    /// The iPhone 12 in `orientation`.
    public static func iPhone12(_ orientation: Orientation) -> ViewImageConfig {
        PhoneScreen.iPhone12.config(orientation)
    }

    /// The iPhone 12 Pro in portrait: 390 × 844 pt.
    public static let iPhone12Pro = iPhone12Pro(.portrait)
    /// The iPhone 12 Pro in `orientation`.
    public static func iPhone12Pro(_ orientation: Orientation) -> ViewImageConfig {
        PhoneScreen.iPhone12Pro.config(orientation)
    }

    /// The iPhone 12 Pro Max in portrait: 428 × 926 pt.
    public static let iPhone12ProMax = iPhone12ProMax(.portrait)
    /// The iPhone 12 Pro Max in `orientation`.
    public static func iPhone12ProMax(_ orientation: Orientation) -> ViewImageConfig {
        PhoneScreen.iPhone12ProMax.config(orientation)
    }

    /// The iPhone 13 in portrait: 390 × 844 pt.
    public static let iPhone13 = iPhone13(.portrait)
    /// The iPhone 13 in `orientation`.
    public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig {
        PhoneScreen.iPhone13.config(orientation)
    }

    /// The iPhone 13 mini in portrait: 375 × 812 pt.
    public static let iPhone13Mini = iPhone13Mini(.portrait)
    /// The iPhone 13 mini in `orientation`.
    public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig {
        PhoneScreen.iPhone13Mini.config(orientation)
    }

    /// The iPhone 13 Pro in portrait: 390 × 844 pt.
    public static let iPhone13Pro = iPhone13Pro(.portrait)
    /// The iPhone 13 Pro in `orientation`.
    public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig {
        PhoneScreen.iPhone13Pro.config(orientation)
    }

    /// The iPhone 13 Pro Max in portrait: 428 × 926 pt.
    public static let iPhone13ProMax = iPhone13ProMax(.portrait)
    /// The iPhone 13 Pro Max in `orientation`.
    public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig {
        PhoneScreen.iPhone13ProMax.config(orientation)
    }

    /// The iPhone 14 (Proof extension) in portrait: 390 × 844 pt.
    public static let iPhone14 = iPhone14(.portrait)
    /// The iPhone 14 (Proof extension) in `orientation`.
    public static func iPhone14(_ orientation: Orientation) -> ViewImageConfig {
        PhoneScreen.iPhone14.config(orientation)
    }

    /// The iPhone 14 Pro (Proof extension) in portrait: 393 × 852 pt.
    public static let iPhone14Pro = iPhone14Pro(.portrait)
    /// The iPhone 14 Pro (Proof extension) in `orientation`.
    public static func iPhone14Pro(_ orientation: Orientation) -> ViewImageConfig {
        PhoneScreen.iPhone14Pro.config(orientation)
    }

    /// The iPhone 14 Pro Max (Proof extension) in portrait: 430 × 932 pt.
    public static let iPhone14ProMax = iPhone14ProMax(.portrait)
    /// The iPhone 14 Pro Max (Proof extension) in `orientation`.
    public static func iPhone14ProMax(_ orientation: Orientation) -> ViewImageConfig {
        PhoneScreen.iPhone14ProMax.config(orientation)
    }

    /// The iPhone 15 (Proof extension) in portrait: 393 × 852 pt.
    public static let iPhone15 = iPhone15(.portrait)
    /// The iPhone 15 (Proof extension) in `orientation`.
    public static func iPhone15(_ orientation: Orientation) -> ViewImageConfig {
        PhoneScreen.iPhone15.config(orientation)
    }

    /// The iPhone 15 Pro, as `UIScreen.main` (Proof extension) in portrait: 393 × 852 pt.
    public static let iPhone15Pro = iPhone15Pro(.portrait)
    /// The iPhone 15 Pro, as `UIScreen.main` (Proof extension) in `orientation`.
    public static func iPhone15Pro(_ orientation: Orientation) -> ViewImageConfig {
        PhoneScreen.iPhone15Pro.config(orientation)
    }

    /// The iPhone 15 Pro Max (Proof extension) in portrait: 430 × 932 pt.
    public static let iPhone15ProMax = iPhone15ProMax(.portrait)
    /// The iPhone 15 Pro Max (Proof extension) in `orientation`.
    public static func iPhone15ProMax(_ orientation: Orientation) -> ViewImageConfig {
        PhoneScreen.iPhone15ProMax.config(orientation)
    }

    /// The iPhone 16 Pro (Proof extension) in portrait: 402 × 874 pt.
    public static let iPhone16Pro = iPhone16Pro(.portrait)
    /// The iPhone 16 Pro (Proof extension) in `orientation`.
    public static func iPhone16Pro(_ orientation: Orientation) -> ViewImageConfig {
        PhoneScreen.iPhone16Pro.config(orientation)
    }

    /// The iPhone 16 Pro Max (Proof extension) in portrait: 440 × 956 pt.
    public static let iPhone16ProMax = iPhone16ProMax(.portrait)
    /// The iPhone 16 Pro Max (Proof extension) in `orientation`.
    public static func iPhone16ProMax(_ orientation: Orientation) -> ViewImageConfig {
        PhoneScreen.iPhone16ProMax.config(orientation)
    }

    /// The iPad mini (7.9-inch) in landscape, full screen: 1024 × 768 pt.
    public static let iPadMini = iPadMini(.landscape)
    /// The iPad mini (7.9-inch) in `orientation`, full screen.
    public static func iPadMini(_ orientation: Orientation) -> ViewImageConfig {
        TabletScreen.iPadMini.config(
            orientation == .landscape ? .landscape(splitView: .full) : .portrait(splitView: .full))
    }
    /// The iPad mini (7.9-inch) in `orientation`, the app taking its split of the screen.
    public static func iPadMini(_ orientation: TabletOrientation) -> ViewImageConfig {
        TabletScreen.iPadMini.config(orientation)
    }

    /// The iPad 9.7-inch in landscape, full screen: 1024 × 768 pt.
    public static let iPad9_7 = iPad9_7(.landscape)
    /// The iPad 9.7-inch in `orientation`, full screen.
    public static func iPad9_7(_ orientation: Orientation) -> ViewImageConfig {
        TabletScreen.iPad9_7.config(
            orientation == .landscape ? .landscape(splitView: .full) : .portrait(splitView: .full))
    }
    /// The iPad 9.7-inch in `orientation`, the app taking its split of the screen.
    public static func iPad9_7(_ orientation: TabletOrientation) -> ViewImageConfig {
        TabletScreen.iPad9_7.config(orientation)
    }

    /// The iPad 10.2-inch in landscape, full screen: 1080 × 810 pt.
    public static let iPad10_2 = iPad10_2(.landscape)
    /// The iPad 10.2-inch in `orientation`, full screen.
    public static func iPad10_2(_ orientation: Orientation) -> ViewImageConfig {
        TabletScreen.iPad10_2.config(
            orientation == .landscape ? .landscape(splitView: .full) : .portrait(splitView: .full))
    }
    /// The iPad 10.2-inch in `orientation`, the app taking its split of the screen.
    public static func iPad10_2(_ orientation: TabletOrientation) -> ViewImageConfig {
        TabletScreen.iPad10_2.config(orientation)
    }

    /// The iPad Pro 10.5-inch in landscape, full screen: 1112 × 834 pt.
    public static let iPadPro10_5 = iPadPro10_5(.landscape)
    /// The iPad Pro 10.5-inch in `orientation`, full screen.
    public static func iPadPro10_5(_ orientation: Orientation) -> ViewImageConfig {
        TabletScreen.iPadPro10_5.config(
            orientation == .landscape ? .landscape(splitView: .full) : .portrait(splitView: .full))
    }
    /// The iPad Pro 10.5-inch in `orientation`, the app taking its split of the screen.
    public static func iPadPro10_5(_ orientation: TabletOrientation) -> ViewImageConfig {
        TabletScreen.iPadPro10_5.config(orientation)
    }

    /// The iPad Pro 11-inch in landscape, full screen: 1194 × 834 pt.
    public static let iPadPro11 = iPadPro11(.landscape)
    /// The iPad Pro 11-inch in `orientation`, full screen.
    public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig {
        TabletScreen.iPadPro11.config(
            orientation == .landscape ? .landscape(splitView: .full) : .portrait(splitView: .full))
    }
    /// The iPad Pro 11-inch in `orientation`, the app taking its split of the screen.
    public static func iPadPro11(_ orientation: TabletOrientation) -> ViewImageConfig {
        TabletScreen.iPadPro11.config(orientation)
    }

    /// The iPad Pro 12.9-inch in landscape, full screen: 1366 × 1024 pt.
    public static let iPadPro12_9 = iPadPro12_9(.landscape)
    /// The iPad Pro 12.9-inch in `orientation`, full screen.
    public static func iPadPro12_9(_ orientation: Orientation) -> ViewImageConfig {
        TabletScreen.iPadPro12_9.config(
            orientation == .landscape ? .landscape(splitView: .full) : .portrait(splitView: .full))
    }
    /// The iPad Pro 12.9-inch in `orientation`, the app taking its split of the screen.
    public static func iPadPro12_9(_ orientation: TabletOrientation) -> ViewImageConfig {
        TabletScreen.iPadPro12_9.config(orientation)
    }
}
