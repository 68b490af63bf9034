/// Why a value parser refused a value: a reason that reads after the option's name, such as
/// "must be 1, 2 or 3, not '4'", so that the message becomes "--scale must be 1, 2 or 3, not '4'".
public struct InvalidValue: Error, Equatable, Sendable {
    /// What is wrong with the value and what to write instead, without the option's name.
    public let reason: String

    /// A refusal for `reason`.
    public init(_ reason: String) { self.reason = reason }
}
