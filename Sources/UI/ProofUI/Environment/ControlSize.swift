/// The size class of controls: SwiftUI's `ControlSize`, set with `.controlSize(_:)` and read with
/// `@Environment(\.controlSize)`.
///
/// Where we differ: ProofUI's own button styles do not read it yet (their metrics are
/// `.regular`'s); components that read the environment value see it.
public enum ControlSize: CaseIterable, Hashable, Sendable {
    /// The smallest controls.
    case mini
    /// Small controls.
    case small
    /// The default size.
    case regular
    /// Large controls.
    case large
    /// Extra large controls (iOS 17).
    case extraLarge
}
