/// The parts of a lazy stack's or grid's sections that stay pinned while it scrolls, as SwiftUI's.
/// A still frame shows the content from its start, so pinning changes nothing there.
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt32
    /// Views from raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Section headers.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
    /// Section footers.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}
