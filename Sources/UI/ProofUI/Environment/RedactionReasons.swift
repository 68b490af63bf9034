/// Why a view's content is redacted: SwiftUI's `RedactionReasons`, set with
/// `.redacted(reason:)` and read with `@Environment(\.redactionReasons)`.
///
/// `.placeholder` draws text as rounded bars and images as boxes (see `redacted(reason:)`).
/// `.privacy` changes nothing by itself: SwiftUI only redacts views marked
/// `privacySensitive()`, which ProofUI does not have. `.invalidated` is recorded only.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: Int
    /// Reasons from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Content shown as a generic placeholder, while it loads.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Private content, hidden.
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// Content that is stale, waiting for an update.
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}
