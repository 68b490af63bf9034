/// Accessibility traits.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    /// Raw bits.
    public let rawValue: Int
    /// Wraps bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// A button.
    public static let isButton = AccessibilityTraits(rawValue: 1)
    /// A header.
    public static let isHeader = AccessibilityTraits(rawValue: 2)
    /// Selected.
    public static let isSelected = AccessibilityTraits(rawValue: 4)
    /// A link.
    public static let isLink = AccessibilityTraits(rawValue: 8)
    /// An image.
    public static let isImage = AccessibilityTraits(rawValue: 16)
    /// Static text.
    public static let isStaticText = AccessibilityTraits(rawValue: 32)
    /// A toggle.
    public static let isToggle = AccessibilityTraits(rawValue: 64)
    var names: [String] {
        [
            (Self.isButton, "button"), (.isHeader, "header"), (.isSelected, "selected"), (.isLink, "link"),
            (.isImage, "image"),
            (.isStaticText, "staticText"), (.isToggle, "toggle"),
        ].filter { contains($0.0) }.map(\.1)
    }
}
