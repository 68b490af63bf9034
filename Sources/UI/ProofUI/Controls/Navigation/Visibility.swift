/// Whether a part of the interface is shown: SwiftUI's `Visibility` (`.toolbar(_:for:)`,
/// `.toolbarBackground(_:for:)`).
public enum Visibility: Hashable, CaseIterable, Sendable {
    /// The system decides.
    case automatic
    /// Shown.
    case visible
    /// Hidden.
    case hidden
}
