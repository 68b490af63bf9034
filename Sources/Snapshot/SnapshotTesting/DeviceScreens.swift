// swift-format-ignore-file: AlwaysUseLowerCamelCase
// The preset names are swift-snapshot-testing's (`iPad9_7`, `iPadPro12_9`), which tests spell.

import ProofUI
import UIKit

/// A phone's screen, from which its presets are made: the portrait size, the safe areas of both
/// orientations, and whether it is regular width in landscape (the large phones).
struct PhoneScreen: Sendable {
    let width: CGFloat
    let height: CGFloat
    let portraitSafeArea: UIEdgeInsets
    let landscapeSafeArea: UIEdgeInsets
    let wideInLandscape: Bool

    /// The screen in `orientation`, with the phone traits for it.
    func config(_ orientation: ViewImageConfig.Orientation) -> ViewImageConfig {
        let traits = UITraitCollection.phone(orientation, wideInLandscape: wideInLandscape)
        switch orientation {
        case .portrait:
            return ViewImageConfig(
                safeArea: portraitSafeArea, size: CGSize(width: width, height: height), traits: traits)
        case .landscape:
            return ViewImageConfig(
                safeArea: landscapeSafeArea, size: CGSize(width: height, height: width), traits: traits)
        }
    }

    static let iPhoneSe = PhoneScreen(
        width: 320, height: 568, portraitSafeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
        landscapeSafeArea: .zero, wideInLandscape: false)
    static let iPhone8 = PhoneScreen(
        width: 375, height: 667, portraitSafeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
        landscapeSafeArea: .zero, wideInLandscape: false)
    static let iPhone8Plus = PhoneScreen(
        width: 414, height: 736, portraitSafeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
        landscapeSafeArea: .zero, wideInLandscape: true)
    static let iPhoneX = PhoneScreen(
        width: 375, height: 812, portraitSafeArea: UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0),
        landscapeSafeArea: UIEdgeInsets(top: 0, left: 44, bottom: 24, right: 44), wideInLandscape: false)
    static let iPhoneXsMax = PhoneScreen(
        width: 414, height: 896, portraitSafeArea: UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0),
        landscapeSafeArea: UIEdgeInsets(top: 0, left: 44, bottom: 24, right: 44), wideInLandscape: true)
    static let iPhoneXr = PhoneScreen(
        width: 414, height: 896, portraitSafeArea: UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0),
        landscapeSafeArea: UIEdgeInsets(top: 0, left: 44, bottom: 24, right: 44), wideInLandscape: true)
    static let iPhone12 = PhoneScreen(
        width: 390, height: 844, portraitSafeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
        landscapeSafeArea: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47), wideInLandscape: false)
    static let iPhone12Pro = PhoneScreen(
        width: 390, height: 844, portraitSafeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
        landscapeSafeArea: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47), wideInLandscape: false)
    static let iPhone12ProMax = PhoneScreen(
        width: 428, height: 926, portraitSafeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
        landscapeSafeArea: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47), wideInLandscape: true)
    static let iPhone13 = PhoneScreen(
        width: 390, height: 844, portraitSafeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
        landscapeSafeArea: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47), wideInLandscape: false)
    static let iPhone13Mini = PhoneScreen(
        width: 375, height: 812, portraitSafeArea: UIEdgeInsets(top: 50, left: 0, bottom: 34, right: 0),
        landscapeSafeArea: UIEdgeInsets(top: 0, left: 50, bottom: 21, right: 50), wideInLandscape: false)
    static let iPhone13Pro = PhoneScreen(
        width: 390, height: 844, portraitSafeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
        landscapeSafeArea: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47), wideInLandscape: false)
    static let iPhone13ProMax = PhoneScreen(
        width: 428, height: 926, portraitSafeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
        landscapeSafeArea: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47), wideInLandscape: true)
    static let iPhone14 = PhoneScreen(
        width: 390, height: 844, portraitSafeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
        landscapeSafeArea: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47), wideInLandscape: false)
    static let iPhone14Pro = PhoneScreen(
        width: 393, height: 852, portraitSafeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
        landscapeSafeArea: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59), wideInLandscape: false)
    static let iPhone14ProMax = PhoneScreen(
        width: 430, height: 932, portraitSafeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
        landscapeSafeArea: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59), wideInLandscape: true)
    static let iPhone15 = PhoneScreen(
        width: 393, height: 852, portraitSafeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
        landscapeSafeArea: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59), wideInLandscape: false)
    static let iPhone15Pro = PhoneScreen(
        width: 393, height: 852, portraitSafeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
        landscapeSafeArea: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59), wideInLandscape: false)
    static let iPhone15ProMax = PhoneScreen(
        width: 430, height: 932, portraitSafeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
        landscapeSafeArea: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59), wideInLandscape: true)
    static let iPhone16Pro = PhoneScreen(
        width: 402, height: 874, portraitSafeArea: UIEdgeInsets(top: 62, left: 0, bottom: 34, right: 0),
        landscapeSafeArea: UIEdgeInsets(top: 0, left: 62, bottom: 21, right: 62), wideInLandscape: false)
    static let iPhone16ProMax = PhoneScreen(
        width: 440, height: 956, portraitSafeArea: UIEdgeInsets(top: 62, left: 0, bottom: 34, right: 0),
        landscapeSafeArea: UIEdgeInsets(top: 0, left: 62, bottom: 21, right: 62), wideInLandscape: true)
}

/// An iPad's screen: the app's width in each split of each orientation, the heights, the safe
/// area, and whether the landscape half split keeps regular width (the 12.9-inch only).
struct TabletScreen: Sendable {
    /// Landscape widths: full, two thirds, half, a third.
    let landscapeWidths: [CGFloat]
    let landscapeHeight: CGFloat
    /// Portrait widths: full, two thirds, a third.
    let portraitWidths: [CGFloat]
    let portraitHeight: CGFloat
    let safeArea: UIEdgeInsets
    let halfSplitIsRegular: Bool

    /// The screen in `orientation`, with regular traits full screen and compact ones in narrow splits.
    func config(_ orientation: ViewImageConfig.TabletOrientation) -> ViewImageConfig {
        let (width, height, isRegular): (CGFloat, CGFloat, Bool)
        switch orientation {
        case .landscape(.full): (width, height, isRegular) = (landscapeWidths[0], landscapeHeight, true)
        case .landscape(.twoThirds): (width, height, isRegular) = (landscapeWidths[1], landscapeHeight, true)
        case .landscape(.oneHalf):
            (width, height, isRegular) = (landscapeWidths[2], landscapeHeight, halfSplitIsRegular)
        case .landscape(.oneThird): (width, height, isRegular) = (landscapeWidths[3], landscapeHeight, false)
        case .portrait(.full): (width, height, isRegular) = (portraitWidths[0], portraitHeight, true)
        case .portrait(.twoThirds): (width, height, isRegular) = (portraitWidths[1], portraitHeight, false)
        case .portrait(.oneThird): (width, height, isRegular) = (portraitWidths[2], portraitHeight, false)
        }
        return ViewImageConfig(
            safeArea: safeArea, size: CGSize(width: width, height: height),
            traits: isRegular ? .iPadRegular : .iPadCompactSplit)
    }

    static let iPadMini = TabletScreen(
        landscapeWidths: [1024, 694, 507, 320], landscapeHeight: 768, portraitWidths: [768, 438, 320],
        portraitHeight: 1024, safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), halfSplitIsRegular: false)
    /// The 9.7-inch iPad has the iPad mini's screen in points, and the same split widths.
    static let iPad9_7 = iPadMini
    static let iPad10_2 = TabletScreen(
        landscapeWidths: [1080, 750, 535, 320], landscapeHeight: 810, portraitWidths: [810, 480, 320],
        portraitHeight: 1080, safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), halfSplitIsRegular: false)
    static let iPadPro10_5 = TabletScreen(
        landscapeWidths: [1112, 782, 551, 320], landscapeHeight: 834, portraitWidths: [834, 504, 320],
        portraitHeight: 1112, safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), halfSplitIsRegular: false)
    static let iPadPro11 = TabletScreen(
        landscapeWidths: [1194, 809, 592, 375], landscapeHeight: 834, portraitWidths: [834, 504, 320],
        portraitHeight: 1194, safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), halfSplitIsRegular: false)
    static let iPadPro12_9 = TabletScreen(
        landscapeWidths: [1366, 981, 678, 375], landscapeHeight: 1024, portraitWidths: [1024, 639, 375],
        portraitHeight: 1366, safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), halfSplitIsRegular: true)
}
