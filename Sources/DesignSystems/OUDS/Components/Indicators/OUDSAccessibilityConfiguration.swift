/// What VoiceOver says of a progress indicator before its helper text and value: a `name` ("download
/// bar") and a `state` ("downloading"), read as "name. state. helper text" with the percentage as value.
public struct OUDSAccessibilityConfiguration: Equatable, Sendable {
    /// The component's name, or nil.
    public let name: String?
    /// The component's state, or nil.
    public let state: String?

    /// A configuration with `name` and `state`.
    public init(name: String? = nil, state: String? = nil) {
        self.name = name
        self.state = state
    }
}
