// swift-format-ignore-file: AlwaysUseLowerCamelCase
// The preset names are swift-snapshot-testing's (`iPad9_7`, `iPadPro12_9`), which tests spell.

import ProofUI
import UIKit

// The device presets: swift-snapshot-testing's, with its numbers, and newer phones (marked).

extension ViewImageConfig {
    /// The iPhone SE (1st generation) in portrait: 320 × 568 pt.
    public static let iPhoneSe = iPhoneSe(.portrait)

    /// The iPhone SE (1st generation) in `orientation`.
    public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig {
        switch orientation {
        case .landscape:
            ViewImageConfig(
                safeArea: .zero, size: CGSize(width: 568, height: 320), traits: .iPhoneSe(orientation))
        case .portrait:
            ViewImageConfig(
                safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), size: CGSize(width: 320, height: 568),
                traits: .iPhoneSe(orientation))
        }
    }

    /// The iPhone 8 (and SE 2nd/3rd generation) in portrait: 375 × 667 pt.
    public static let iPhone8 = iPhone8(.portrait)

    /// The iPhone 8 (and SE 2nd/3rd generation) in `orientation`.
    public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig {
        switch orientation {
        case .landscape:
            ViewImageConfig(
                safeArea: .zero, size: CGSize(width: 667, height: 375), traits: .iPhone8(orientation))
        case .portrait:
            ViewImageConfig(
                safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), size: CGSize(width: 375, height: 667),
                traits: .iPhone8(orientation))
        }
    }

    /// The iPhone 8 Plus in portrait: 414 × 736 pt.
    public static let iPhone8Plus = iPhone8Plus(.portrait)

    /// The iPhone 8 Plus in `orientation`.
    public static func iPhone8Plus(_ orientation: Orientation) -> ViewImageConfig {
        switch orientation {
        case .landscape:
            ViewImageConfig(
                safeArea: .zero, size: CGSize(width: 736, height: 414), traits: .iPhone8Plus(orientation))
        case .portrait:
            ViewImageConfig(
                safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), size: CGSize(width: 414, height: 736),
                traits: .iPhone8Plus(orientation))
        }
    }

    /// The iPhone X and XS in portrait: 375 × 812 pt.
    public static let iPhoneX = iPhoneX(.portrait)

    /// The iPhone X and XS in `orientation`.
    public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig {
        switch orientation {
        case .landscape:
            ViewImageConfig(
                safeArea: UIEdgeInsets(top: 0, left: 44, bottom: 24, right: 44), size: CGSize(width: 812, height: 375),
                traits: .iPhoneX(orientation))
        case .portrait:
            ViewImageConfig(
                safeArea: UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0), size: CGSize(width: 375, height: 812),
                traits: .iPhoneX(orientation))
        }
    }

    /// The iPhone XS Max in portrait: 414 × 896 pt.
    public static let iPhoneXsMax = iPhoneXsMax(.portrait)

    /// The iPhone XS Max in `orientation`.
    public static func iPhoneXsMax(_ orientation: Orientation) -> ViewImageConfig {
        switch orientation {
        case .landscape:
            ViewImageConfig(
                safeArea: UIEdgeInsets(top: 0, left: 44, bottom: 24, right: 44), size: CGSize(width: 896, height: 414),
                traits: .iPhoneXsMax(orientation))
        case .portrait:
            ViewImageConfig(
                safeArea: UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0), size: CGSize(width: 414, height: 896),
                traits: .iPhoneXsMax(orientation))
        }
    }

    /// The iPhone XR in portrait: 414 × 896 pt.
    public static let iPhoneXr = iPhoneXr(.portrait)

    /// The iPhone XR in `orientation`.
    public static func iPhoneXr(_ orientation: Orientation) -> ViewImageConfig {
        switch orientation {
        case .landscape:
            ViewImageConfig(
                safeArea: UIEdgeInsets(top: 0, left: 44, bottom: 24, right: 44), size: CGSize(width: 896, height: 414),
                traits: .iPhoneXr(orientation))
        case .portrait:
            ViewImageConfig(
                safeArea: UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0), size: CGSize(width: 414, height: 896),
                traits: .iPhoneXr(orientation))
        }
    }

    /// The iPhone 12 in portrait: 390 × 844 pt.
    public static let iPhone12 = iPhone12(.portrait)

    /// The iPhone 12 in `orientation`.
    public static func iPhone12(_ orientation: Orientation) -> ViewImageConfig {
        switch orientation {
        case .landscape:
            ViewImageConfig(
                safeArea: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47), size: CGSize(width: 844, height: 390),
                traits: .iPhone12(orientation))
        case .portrait:
            ViewImageConfig(
                safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0), size: CGSize(width: 390, height: 844),
                traits: .iPhone12(orientation))
        }
    }

    /// The iPhone 12 Pro in portrait: 390 × 844 pt.
    public static let iPhone12Pro = iPhone12Pro(.portrait)

    /// The iPhone 12 Pro in `orientation`.
    public static func iPhone12Pro(_ orientation: Orientation) -> ViewImageConfig {
        switch orientation {
        case .landscape:
            ViewImageConfig(
                safeArea: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47), size: CGSize(width: 844, height: 390),
                traits: .iPhone12(orientation))
        case .portrait:
            ViewImageConfig(
                safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0), size: CGSize(width: 390, height: 844),
                traits: .iPhone12(orientation))
        }
    }

    /// The iPhone 12 Pro Max in portrait: 428 × 926 pt.
    public static let iPhone12ProMax = iPhone12ProMax(.portrait)

    /// The iPhone 12 Pro Max in `orientation`.
    public static func iPhone12ProMax(_ orientation: Orientation) -> ViewImageConfig {
        switch orientation {
        case .landscape:
            ViewImageConfig(
                safeArea: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47), size: CGSize(width: 926, height: 428),
                traits: .iPhone12ProMax(orientation))
        case .portrait:
            ViewImageConfig(
                safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0), size: CGSize(width: 428, height: 926),
                traits: .iPhone12ProMax(orientation))
        }
    }

    /// The iPhone 13 in portrait: 390 × 844 pt.
    public static let iPhone13 = iPhone13(.portrait)

    /// The iPhone 13 in `orientation`.
    public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig {
        switch orientation {
        case .landscape:
            ViewImageConfig(
                safeArea: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47), size: CGSize(width: 844, height: 390),
                traits: .iPhone13(orientation))
        case .portrait:
            ViewImageConfig(
                safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0), size: CGSize(width: 390, height: 844),
                traits: .iPhone13(orientation))
        }
    }

    /// The iPhone 13 mini in portrait: 375 × 812 pt.
    public static let iPhone13Mini = iPhone13Mini(.portrait)

    /// The iPhone 13 mini in `orientation`.
    public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig {
        switch orientation {
        case .landscape:
            ViewImageConfig(
                safeArea: UIEdgeInsets(top: 0, left: 50, bottom: 21, right: 50), size: CGSize(width: 812, height: 375),
                traits: .iPhone13(orientation))
        case .portrait:
            ViewImageConfig(
                safeArea: UIEdgeInsets(top: 50, left: 0, bottom: 34, right: 0), size: CGSize(width: 375, height: 812),
                traits: .iPhone13(orientation))
        }
    }

    /// The iPhone 13 Pro in portrait: 390 × 844 pt.
    public static let iPhone13Pro = iPhone13Pro(.portrait)

    /// The iPhone 13 Pro in `orientation`.
    public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig {
        switch orientation {
        case .landscape:
            ViewImageConfig(
                safeArea: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47), size: CGSize(width: 844, height: 390),
                traits: .iPhone13(orientation))
        case .portrait:
            ViewImageConfig(
                safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0), size: CGSize(width: 390, height: 844),
                traits: .iPhone13(orientation))
        }
    }

    /// The iPhone 13 Pro Max in portrait: 428 × 926 pt.
    public static let iPhone13ProMax = iPhone13ProMax(.portrait)

    /// The iPhone 13 Pro Max in `orientation`.
    public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig {
        switch orientation {
        case .landscape:
            ViewImageConfig(
                safeArea: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47), size: CGSize(width: 926, height: 428),
                traits: .iPhone13ProMax(orientation))
        case .portrait:
            ViewImageConfig(
                safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0), size: CGSize(width: 428, height: 926),
                traits: .iPhone13ProMax(orientation))
        }
    }

    /// The iPhone 14 (Proof extension) in portrait: 390 × 844 pt.
    public static let iPhone14 = iPhone14(.portrait)

    /// The iPhone 14 (Proof extension) in `orientation`.
    public static func iPhone14(_ orientation: Orientation) -> ViewImageConfig {
        switch orientation {
        case .landscape:
            ViewImageConfig(
                safeArea: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47), size: CGSize(width: 844, height: 390),
                traits: .iPhone13(orientation))
        case .portrait:
            ViewImageConfig(
                safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0), size: CGSize(width: 390, height: 844),
                traits: .iPhone13(orientation))
        }
    }

    /// The iPhone 14 Pro (Proof extension) in portrait: 393 × 852 pt.
    public static let iPhone14Pro = iPhone14Pro(.portrait)

    /// The iPhone 14 Pro (Proof extension) in `orientation`.
    public static func iPhone14Pro(_ orientation: Orientation) -> ViewImageConfig {
        switch orientation {
        case .landscape:
            ViewImageConfig(
                safeArea: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59), size: CGSize(width: 852, height: 393),
                traits: .iPhone13(orientation))
        case .portrait:
            ViewImageConfig(
                safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0), size: CGSize(width: 393, height: 852),
                traits: .iPhone13(orientation))
        }
    }

    /// The iPhone 14 Pro Max (Proof extension) in portrait: 430 × 932 pt.
    public static let iPhone14ProMax = iPhone14ProMax(.portrait)

    /// The iPhone 14 Pro Max (Proof extension) in `orientation`.
    public static func iPhone14ProMax(_ orientation: Orientation) -> ViewImageConfig {
        switch orientation {
        case .landscape:
            ViewImageConfig(
                safeArea: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59), size: CGSize(width: 932, height: 430),
                traits: .iPhone13ProMax(orientation))
        case .portrait:
            ViewImageConfig(
                safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0), size: CGSize(width: 430, height: 932),
                traits: .iPhone13ProMax(orientation))
        }
    }

    /// The iPhone 15 (Proof extension) in portrait: 393 × 852 pt.
    public static let iPhone15 = iPhone15(.portrait)

    /// The iPhone 15 (Proof extension) in `orientation`.
    public static func iPhone15(_ orientation: Orientation) -> ViewImageConfig {
        switch orientation {
        case .landscape:
            ViewImageConfig(
                safeArea: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59), size: CGSize(width: 852, height: 393),
                traits: .iPhone13(orientation))
        case .portrait:
            ViewImageConfig(
                safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0), size: CGSize(width: 393, height: 852),
                traits: .iPhone13(orientation))
        }
    }

    /// The iPhone 15 Pro, as `UIScreen.main` (Proof extension) in portrait: 393 × 852 pt.
    public static let iPhone15Pro = iPhone15Pro(.portrait)

    /// The iPhone 15 Pro, as `UIScreen.main` (Proof extension) in `orientation`.
    public static func iPhone15Pro(_ orientation: Orientation) -> ViewImageConfig {
        switch orientation {
        case .landscape:
            ViewImageConfig(
                safeArea: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59), size: CGSize(width: 852, height: 393),
                traits: .iPhone13(orientation))
        case .portrait:
            ViewImageConfig(
                safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0), size: CGSize(width: 393, height: 852),
                traits: .iPhone13(orientation))
        }
    }

    /// The iPhone 15 Pro Max (Proof extension) in portrait: 430 × 932 pt.
    public static let iPhone15ProMax = iPhone15ProMax(.portrait)

    /// The iPhone 15 Pro Max (Proof extension) in `orientation`.
    public static func iPhone15ProMax(_ orientation: Orientation) -> ViewImageConfig {
        switch orientation {
        case .landscape:
            ViewImageConfig(
                safeArea: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59), size: CGSize(width: 932, height: 430),
                traits: .iPhone13ProMax(orientation))
        case .portrait:
            ViewImageConfig(
                safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0), size: CGSize(width: 430, height: 932),
                traits: .iPhone13ProMax(orientation))
        }
    }

    /// The iPhone 16 Pro (Proof extension) in portrait: 402 × 874 pt.
    public static let iPhone16Pro = iPhone16Pro(.portrait)

    /// The iPhone 16 Pro (Proof extension) in `orientation`.
    public static func iPhone16Pro(_ orientation: Orientation) -> ViewImageConfig {
        switch orientation {
        case .landscape:
            ViewImageConfig(
                safeArea: UIEdgeInsets(top: 0, left: 62, bottom: 21, right: 62), size: CGSize(width: 874, height: 402),
                traits: .iPhone13(orientation))
        case .portrait:
            ViewImageConfig(
                safeArea: UIEdgeInsets(top: 62, left: 0, bottom: 34, right: 0), size: CGSize(width: 402, height: 874),
                traits: .iPhone13(orientation))
        }
    }

    /// The iPhone 16 Pro Max (Proof extension) in portrait: 440 × 956 pt.
    public static let iPhone16ProMax = iPhone16ProMax(.portrait)

    /// The iPhone 16 Pro Max (Proof extension) in `orientation`.
    public static func iPhone16ProMax(_ orientation: Orientation) -> ViewImageConfig {
        switch orientation {
        case .landscape:
            ViewImageConfig(
                safeArea: UIEdgeInsets(top: 0, left: 62, bottom: 21, right: 62), size: CGSize(width: 956, height: 440),
                traits: .iPhone13ProMax(orientation))
        case .portrait:
            ViewImageConfig(
                safeArea: UIEdgeInsets(top: 62, left: 0, bottom: 34, right: 0), size: CGSize(width: 440, height: 956),
                traits: .iPhone13ProMax(orientation))
        }
    }

    /// The iPad mini (7.9-inch) in landscape, full screen: 1024 × 768 pt.
    public static let iPadMini = iPadMini(.landscape)

    /// The iPad mini (7.9-inch) in `orientation`, full screen.
    public static func iPadMini(_ orientation: Orientation) -> ViewImageConfig {
        switch orientation {
        case .landscape: iPadMini(.landscape(splitView: .full))
        case .portrait: iPadMini(.portrait(splitView: .full))
        }
    }

    /// The iPad mini (7.9-inch) in `orientation`, the app taking its split of the screen.
    public static func iPadMini(_ orientation: TabletOrientation) -> ViewImageConfig {
        let regular = UITraitCollection.iPadMini
        let compact = UITraitCollection.iPadMini_Compact_SplitView
        let (width, height, traits): (CGFloat, CGFloat, UITraitCollection)
        switch orientation {
        case .landscape(.full): (width, height, traits) = (1024, 768, regular)
        case .landscape(.twoThirds): (width, height, traits) = (694, 768, regular)
        case .landscape(.oneHalf): (width, height, traits) = (507, 768, compact)
        case .landscape(.oneThird): (width, height, traits) = (320, 768, compact)
        case .portrait(.full): (width, height, traits) = (768, 1024, regular)
        case .portrait(.twoThirds): (width, height, traits) = (438, 1024, compact)
        case .portrait(.oneThird): (width, height, traits) = (320, 1024, compact)
        }
        return ViewImageConfig(
            safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), size: CGSize(width: width, height: height),
            traits: traits)
    }

    /// The iPad 9.7-inch in landscape, full screen: 1024 × 768 pt.
    public static let iPad9_7 = iPad9_7(.landscape)

    /// The iPad 9.7-inch in `orientation`, full screen.
    public static func iPad9_7(_ orientation: Orientation) -> ViewImageConfig {
        switch orientation {
        case .landscape: iPad9_7(.landscape(splitView: .full))
        case .portrait: iPad9_7(.portrait(splitView: .full))
        }
    }

    /// The iPad 9.7-inch in `orientation`, the app taking its split of the screen.
    public static func iPad9_7(_ orientation: TabletOrientation) -> ViewImageConfig {
        let regular = UITraitCollection.iPad9_7
        let compact = UITraitCollection.iPad9_7_Compact_SplitView
        let (width, height, traits): (CGFloat, CGFloat, UITraitCollection)
        switch orientation {
        case .landscape(.full): (width, height, traits) = (1024, 768, regular)
        case .landscape(.twoThirds): (width, height, traits) = (694, 768, regular)
        case .landscape(.oneHalf): (width, height, traits) = (507, 768, compact)
        case .landscape(.oneThird): (width, height, traits) = (320, 768, compact)
        case .portrait(.full): (width, height, traits) = (768, 1024, regular)
        case .portrait(.twoThirds): (width, height, traits) = (438, 1024, compact)
        case .portrait(.oneThird): (width, height, traits) = (320, 1024, compact)
        }
        return ViewImageConfig(
            safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), size: CGSize(width: width, height: height),
            traits: traits)
    }

    /// The iPad 10.2-inch in landscape, full screen: 1080 × 810 pt.
    public static let iPad10_2 = iPad10_2(.landscape)

    /// The iPad 10.2-inch in `orientation`, full screen.
    public static func iPad10_2(_ orientation: Orientation) -> ViewImageConfig {
        switch orientation {
        case .landscape: iPad10_2(.landscape(splitView: .full))
        case .portrait: iPad10_2(.portrait(splitView: .full))
        }
    }

    /// The iPad 10.2-inch in `orientation`, the app taking its split of the screen.
    public static func iPad10_2(_ orientation: TabletOrientation) -> ViewImageConfig {
        let regular = UITraitCollection.iPad10_2
        let compact = UITraitCollection.iPad10_2_Compact_SplitView
        let (width, height, traits): (CGFloat, CGFloat, UITraitCollection)
        switch orientation {
        case .landscape(.full): (width, height, traits) = (1080, 810, regular)
        case .landscape(.twoThirds): (width, height, traits) = (750, 810, regular)
        case .landscape(.oneHalf): (width, height, traits) = (535, 810, compact)
        case .landscape(.oneThird): (width, height, traits) = (320, 810, compact)
        case .portrait(.full): (width, height, traits) = (810, 1080, regular)
        case .portrait(.twoThirds): (width, height, traits) = (480, 1080, compact)
        case .portrait(.oneThird): (width, height, traits) = (320, 1080, compact)
        }
        return ViewImageConfig(
            safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), size: CGSize(width: width, height: height),
            traits: traits)
    }

    /// The iPad Pro 10.5-inch in landscape, full screen: 1112 × 834 pt.
    public static let iPadPro10_5 = iPadPro10_5(.landscape)

    /// The iPad Pro 10.5-inch in `orientation`, full screen.
    public static func iPadPro10_5(_ orientation: Orientation) -> ViewImageConfig {
        switch orientation {
        case .landscape: iPadPro10_5(.landscape(splitView: .full))
        case .portrait: iPadPro10_5(.portrait(splitView: .full))
        }
    }

    /// The iPad Pro 10.5-inch in `orientation`, the app taking its split of the screen.
    public static func iPadPro10_5(_ orientation: TabletOrientation) -> ViewImageConfig {
        let regular = UITraitCollection.iPadPro10_5
        let compact = UITraitCollection.iPadPro10_5_Compact_SplitView
        let (width, height, traits): (CGFloat, CGFloat, UITraitCollection)
        switch orientation {
        case .landscape(.full): (width, height, traits) = (1112, 834, regular)
        case .landscape(.twoThirds): (width, height, traits) = (782, 834, regular)
        case .landscape(.oneHalf): (width, height, traits) = (551, 834, compact)
        case .landscape(.oneThird): (width, height, traits) = (320, 834, compact)
        case .portrait(.full): (width, height, traits) = (834, 1112, regular)
        case .portrait(.twoThirds): (width, height, traits) = (504, 1112, compact)
        case .portrait(.oneThird): (width, height, traits) = (320, 1112, compact)
        }
        return ViewImageConfig(
            safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), size: CGSize(width: width, height: height),
            traits: traits)
    }

    /// The iPad Pro 11-inch in landscape, full screen: 1194 × 834 pt.
    public static let iPadPro11 = iPadPro11(.landscape)

    /// The iPad Pro 11-inch in `orientation`, full screen.
    public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig {
        switch orientation {
        case .landscape: iPadPro11(.landscape(splitView: .full))
        case .portrait: iPadPro11(.portrait(splitView: .full))
        }
    }

    /// The iPad Pro 11-inch in `orientation`, the app taking its split of the screen.
    public static func iPadPro11(_ orientation: TabletOrientation) -> ViewImageConfig {
        let regular = UITraitCollection.iPadPro11
        let compact = UITraitCollection.iPadPro11_Compact_SplitView
        let (width, height, traits): (CGFloat, CGFloat, UITraitCollection)
        switch orientation {
        case .landscape(.full): (width, height, traits) = (1194, 834, regular)
        case .landscape(.twoThirds): (width, height, traits) = (809, 834, regular)
        case .landscape(.oneHalf): (width, height, traits) = (592, 834, compact)
        case .landscape(.oneThird): (width, height, traits) = (375, 834, compact)
        case .portrait(.full): (width, height, traits) = (834, 1194, regular)
        case .portrait(.twoThirds): (width, height, traits) = (504, 1194, compact)
        case .portrait(.oneThird): (width, height, traits) = (320, 1194, compact)
        }
        return ViewImageConfig(
            safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), size: CGSize(width: width, height: height),
            traits: traits)
    }

    /// The iPad Pro 12.9-inch in landscape, full screen: 1366 × 1024 pt.
    public static let iPadPro12_9 = iPadPro12_9(.landscape)

    /// The iPad Pro 12.9-inch in `orientation`, full screen.
    public static func iPadPro12_9(_ orientation: Orientation) -> ViewImageConfig {
        switch orientation {
        case .landscape: iPadPro12_9(.landscape(splitView: .full))
        case .portrait: iPadPro12_9(.portrait(splitView: .full))
        }
    }

    /// The iPad Pro 12.9-inch in `orientation`, the app taking its split of the screen.
    public static func iPadPro12_9(_ orientation: TabletOrientation) -> ViewImageConfig {
        let regular = UITraitCollection.iPadPro12_9
        let compact = UITraitCollection.iPadPro12_9_Compact_SplitView
        let (width, height, traits): (CGFloat, CGFloat, UITraitCollection)
        switch orientation {
        case .landscape(.full): (width, height, traits) = (1366, 1024, regular)
        case .landscape(.twoThirds): (width, height, traits) = (981, 1024, regular)
        case .landscape(.oneHalf): (width, height, traits) = (678, 1024, regular)
        case .landscape(.oneThird): (width, height, traits) = (375, 1024, compact)
        case .portrait(.full): (width, height, traits) = (1024, 1366, regular)
        case .portrait(.twoThirds): (width, height, traits) = (639, 1366, compact)
        case .portrait(.oneThird): (width, height, traits) = (375, 1366, compact)
        }
        return ViewImageConfig(
            safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), size: CGSize(width: width, height: height),
            traits: traits)
    }
}
