/// How prominent a section header is: SwiftUI's `Prominence`, set with `.headerProminence(_:)`.
public enum Prominence: Hashable, Sendable {
    /// The standard header: in grouped lists a footnote, upper-cased, in the secondary label colour.
    case standard
    /// A larger header: title 3, bold, in the label colour and as written (iOS's prominent inset
    /// grouped header).
    case increased
}
