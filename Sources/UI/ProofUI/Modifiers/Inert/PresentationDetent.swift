import Foundation

/// A height a sheet rests at, as SwiftUI's. Sheets are not presented in a still frame.
public struct PresentationDetent: Hashable, Sendable {
    let name: String
    let value: CGFloat
    /// About half the screen.
    public static let medium = PresentationDetent(name: "medium", value: 0.5)
    /// The full sheet.
    public static let large = PresentationDetent(name: "large", value: 1)
    /// A fraction of the full height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
        PresentationDetent(name: "fraction", value: fraction)
    }
    /// A fixed height in points.
    public static func height(_ height: CGFloat) -> PresentationDetent {
        PresentationDetent(name: "height", value: height)
    }
}
