/// Which submissions run an `onSubmit` action, as SwiftUI's.
public struct SubmitTriggers: OptionSet, Hashable, Sendable {
    /// The triggers' bits.
    public let rawValue: Int
    /// Triggers of `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Submitting a text field.
    public static let text = SubmitTriggers(rawValue: 1)
    /// Submitting a search field.
    public static let search = SubmitTriggers(rawValue: 2)
}
