/// A modifier that changes nothing (SwiftUI's `EmptyModifier`).
nonisolated public struct EmptyModifier: ViewModifier, Sendable {
    /// The modifier.
    public static let identity = EmptyModifier()

    /// The modifier.
    public init() {}

    /// The content unchanged.
    @MainActor public func body(content: Content) -> some View { content }
}
