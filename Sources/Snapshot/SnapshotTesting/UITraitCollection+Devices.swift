// swift-format-ignore-file: AlwaysUseLowerCamelCase
// The preset names are swift-snapshot-testing's (`iPad9_7`, `iPadPro12_9`), which tests spell.

import UIKit

// The device traits swift-snapshot-testing's presets use: phones by orientation, iPads full screen and in
// a compact split. Phones report Dynamic Type at Medium, as there.

extension UITraitCollection {
    /// What every phone preset has: left to right, Medium text, the phone idiom.
    private static let phone = UITraitCollection(traitsFrom: [
        .init(layoutDirection: .leftToRight), .init(preferredContentSizeCategory: .medium),
        .init(userInterfaceIdiom: .phone),
    ])

    /// A phone's traits in `orientation`; `wideInLandscape` phones are regular width in landscape.
    static func phone(_ orientation: ViewImageConfig.Orientation, wideInLandscape: Bool) -> UITraitCollection {
        let width: UIUserInterfaceSizeClass = orientation == .landscape && wideInLandscape ? .regular : .compact
        let height: UIUserInterfaceSizeClass = orientation == .landscape ? .compact : .regular
        return UITraitCollection(traitsFrom: [
            phone, .init(horizontalSizeClass: width), .init(verticalSizeClass: height),
        ])
    }

    /// The traits of the iPhoneSe preset in `orientation`.
    public static func iPhoneSe(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, wideInLandscape: false)
    }

    /// The traits of the iPhone8 preset in `orientation`.
    public static func iPhone8(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, wideInLandscape: false)
    }

    /// The traits of the iPhone8Plus preset in `orientation`.
    public static func iPhone8Plus(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, wideInLandscape: true)
    }

    /// The traits of the iPhoneX preset in `orientation`.
    public static func iPhoneX(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, wideInLandscape: false)
    }

    /// The traits of the iPhoneXr preset in `orientation`.
    public static func iPhoneXr(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, wideInLandscape: true)
    }

    /// The traits of the iPhoneXsMax preset in `orientation`.
    public static func iPhoneXsMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, wideInLandscape: true)
    }

    /// The traits of the iPhone12 preset in `orientation`.
    public static func iPhone12(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, wideInLandscape: false)
    }

    /// The traits of the iPhone12ProMax preset in `orientation`.
    public static func iPhone12ProMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, wideInLandscape: true)
    }

    /// The traits of the iPhone13 preset in `orientation`.
    public static func iPhone13(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, wideInLandscape: false)
    }

    /// The traits of the iPhone13ProMax preset in `orientation`.
    public static func iPhone13ProMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, wideInLandscape: true)
    }

    /// An iPad full screen: regular in both directions.
    static let iPadRegular = UITraitCollection(traitsFrom: [
        .init(horizontalSizeClass: .regular), .init(verticalSizeClass: .regular), .init(userInterfaceIdiom: .pad),
    ])

    /// An iPad app in a compact split: compact width, regular height.
    static let iPadCompactSplit = UITraitCollection(traitsFrom: [
        .init(horizontalSizeClass: .compact), .init(verticalSizeClass: .regular), .init(userInterfaceIdiom: .pad),
    ])

    /// The iPad mini (7.9-inch) full screen.
    public static let iPadMini = iPadRegular
    /// The iPad mini (7.9-inch) in a compact split.
    public static let iPadMini_Compact_SplitView = iPadCompactSplit
    /// The iPad 9.7-inch full screen.
    public static let iPad9_7 = iPadRegular
    /// The iPad 9.7-inch in a compact split.
    public static let iPad9_7_Compact_SplitView = iPadCompactSplit
    /// The iPad 10.2-inch full screen.
    public static let iPad10_2 = iPadRegular
    /// The iPad 10.2-inch in a compact split.
    public static let iPad10_2_Compact_SplitView = iPadCompactSplit
    /// The iPad Pro 10.5-inch full screen.
    public static let iPadPro10_5 = iPadRegular
    /// The iPad Pro 10.5-inch in a compact split.
    public static let iPadPro10_5_Compact_SplitView = iPadCompactSplit
    /// The iPad Pro 11-inch full screen.
    public static let iPadPro11 = iPadRegular
    /// The iPad Pro 11-inch in a compact split.
    public static let iPadPro11_Compact_SplitView = iPadCompactSplit
    /// The iPad Pro 12.9-inch full screen.
    public static let iPadPro12_9 = iPadRegular
    /// The iPad Pro 12.9-inch in a compact split.
    public static let iPadPro12_9_Compact_SplitView = iPadCompactSplit
}
