import Foundation

/// The spacing between two adjacent sections of a list: SwiftUI's `ListSectionSpacing` (iOS 17),
/// set with `.listSectionSpacing(_:)`.
public struct ListSectionSpacing: Hashable, Sendable {
    let points: CGFloat?
    /// The style's own spacing (35 pt in the grouped styles, see `ListMetrics`).
    public static let `default` = ListSectionSpacing(points: nil)
    /// Compact spacing: 20 pt (observed on iOS 17; Apple documents no number).
    public static let compact = ListSectionSpacing(points: 20)
    /// `spacing` points between the sections.
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing(points: spacing) }
}
