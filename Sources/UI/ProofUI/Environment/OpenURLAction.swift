/// Opens a URL: SwiftUI's `OpenURLAction`. A headless render never opens anything.
public struct OpenURLAction: Sendable {
    /// What a handler did with the URL.
    public enum Result: Sendable {
        /// Handled.
        case handled
        /// Not handled.
        case discarded
        /// Passed to the system.
        case systemAction
    }
    private let handler: @Sendable (URL) -> Result

    /// An action calling `handler`.
    public init(handler: @escaping @Sendable (URL) -> Result) { self.handler = handler }

    /// Calls the handler.
    public func callAsFunction(_ url: URL) { _ = handler(url) }
}
