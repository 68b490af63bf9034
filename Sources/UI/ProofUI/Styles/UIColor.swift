/// UIKit colours used through `Color(_:)` in design-system code.
public struct UIColor: Hashable, Sendable {
    let color: Color
    /// The system background (white / black).
    public static let systemBackground = UIColor(color: .system(0xFFFFFF, 0x000000))
    /// The secondary system background.
    public static let secondarySystemBackground = UIColor(color: .system(0xF2F2F7, 0x1C1C1E))
    /// The label colour.
    public static let label = UIColor(color: .primary)
    /// The secondary label colour.
    public static let secondaryLabel = UIColor(color: .secondary)
    /// The separator colour.
    public static let separator = UIColor(
        color: Color(light: Color(hex: 0x3C3C43, opacity: 0.29), dark: Color(hex: 0x545458, opacity: 0.6)))
    /// The system grouped background.
    public static let systemGroupedBackground = UIColor(color: .system(0xF2F2F7, 0x000000))
}

extension Color {
    /// A SwiftUI colour of a UIKit system colour.
    public init(_ uiColor: UIColor) { self = uiColor.color }
    /// A SwiftUI colour of a UIKit system colour.
    public init(uiColor: UIColor) { self = uiColor.color }
}
