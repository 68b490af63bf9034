/// The Dynamic Type content size categories of iOS, with the body text size of each.
public enum DynamicTypeSize: String, Hashable, Sendable, CaseIterable, Comparable {
    /// 14 pt body.
    case xSmall
    /// 15 pt body.
    case small
    /// 16 pt body.
    case medium
    /// 17 pt body (the default).
    case large
    /// 19 pt body.
    case xLarge
    /// 21 pt body.
    case xxLarge
    /// 23 pt body.
    case xxxLarge
    /// 28 pt body.
    case accessibility1
    /// 33 pt body.
    case accessibility2
    /// 40 pt body.
    case accessibility3
    /// 47 pt body.
    case accessibility4
    /// 53 pt body.
    case accessibility5

    /// The body text style's size in points at this category (iOS defaults).
    public var bodyPointSize: Double {
        switch self {
        case .xSmall: return 14
        case .small: return 15
        case .medium: return 16
        case .large: return 17
        case .xLarge: return 19
        case .xxLarge: return 21
        case .xxxLarge: return 23
        case .accessibility1: return 28
        case .accessibility2: return 33
        case .accessibility3: return 40
        case .accessibility4: return 47
        case .accessibility5: return 53
        }
    }

    /// Factor applied to any size: the body ratio against the default category (iOS scales each text
    /// style on its own curve; Proof uses the body curve for every size, as `UIFontMetrics.default` does).
    public var scale: Double { bodyPointSize / 17 }

    /// `size` scaled for this category.
    public func scaled(_ size: Double) -> Double { size * scale }

    /// Whether this is one of the accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// Orders by size.
    public static func < (a: DynamicTypeSize, b: DynamicTypeSize) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}
