/// Whether a scroll view shows its indicators, as SwiftUI's. A still frame of a scroll view at
/// rest shows none, whatever the visibility (indicators appear only while scrolling on iOS).
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    let name: String
    /// The platform's choice.
    public static let automatic = ScrollIndicatorVisibility(name: "automatic")
    /// Shown while scrolling.
    public static let visible = ScrollIndicatorVisibility(name: "visible")
    /// Hidden unless the platform shows them anyway.
    public static let hidden = ScrollIndicatorVisibility(name: "hidden")
    /// Never shown.
    public static let never = ScrollIndicatorVisibility(name: "never")
}
