/// The default `objectWillChange` of an `ObservableObject`.
///
/// Where we differ: Combine's publisher delivers events to subscribers; this one has none to
/// deliver to (no Combine, no change propagation in a still frame), so `send()` does nothing.
public final class ObservableObjectPublisher: Sendable {
    /// A publisher.
    public init() {}
    /// Announces that the object will change (does nothing: a render is a still frame).
    public func send() {}
}
