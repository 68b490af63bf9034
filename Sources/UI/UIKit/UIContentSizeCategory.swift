import ProofUI

/// The Dynamic Type size the user chose (UIKit's `UIContentSizeCategory`), with UIKit's raw values.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
    /// UIKit's raw value (`UICTContentSizeCategoryL`, …).
    public let rawValue: String
    /// A category by raw value.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Not specified: resolves as large.
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    /// 14 pt body.
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    /// 15 pt body.
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    /// 16 pt body.
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    /// 17 pt body, the default.
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    /// 19 pt body.
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    /// 21 pt body.
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    /// 23 pt body.
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    /// 28 pt body.
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    /// 33 pt body.
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    /// 40 pt body.
    public static let accessibilityExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXL")
    /// 47 pt body.
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    /// 53 pt body.
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    private static let ordered: [(UIContentSizeCategory, DynamicTypeSize)] = [
        (.extraSmall, .xSmall), (.small, .small), (.medium, .medium), (.large, .large), (.extraLarge, .xLarge),
        (.extraExtraLarge, .xxLarge), (.extraExtraExtraLarge, .xxxLarge), (.accessibilityMedium, .accessibility1),
        (.accessibilityLarge, .accessibility2), (.accessibilityExtraLarge, .accessibility3),
        (.accessibilityExtraExtraLarge, .accessibility4), (.accessibilityExtraExtraExtraLarge, .accessibility5),
    ]

    /// The SwiftUI size of this category (`.large` for `.unspecified` and unknown raw values).
    /// Proof extension; SwiftUI's `DynamicTypeSize(_:)` is the public way.
    package var dynamicTypeSize: DynamicTypeSize { Self.ordered.first { $0.0 == self }?.1 ?? .large }

    /// The category of a SwiftUI Dynamic Type size.
    init(_ size: DynamicTypeSize) { self = Self.ordered.first { $0.1 == size }?.0 ?? .large }

    /// Whether this is one of the five accessibility categories.
    public var isAccessibilityCategory: Bool { dynamicTypeSize.isAccessibilitySize }

    /// Orders by text size (`.unspecified` as large).
    public static func < (a: UIContentSizeCategory, b: UIContentSizeCategory) -> Bool {
        a.dynamicTypeSize < b.dynamicTypeSize
    }
}

extension DynamicTypeSize {
    /// The SwiftUI size of a UIKit content size category; nil for `.unspecified` and unknown values.
    public init?(_ uiSizeCategory: UIContentSizeCategory) {
        guard uiSizeCategory != .unspecified, uiSizeCategory.rawValue.hasPrefix("UICT") else { return nil }
        self = uiSizeCategory.dynamicTypeSize
    }
}
