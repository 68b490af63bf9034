/// The context of a state change: SwiftUI's `Transaction`. A still frame shows final states, so a
/// transaction only carries its animation; `AsyncImage(url:scale:transaction:content:)` takes one.
public struct Transaction: Sendable {
    /// The animation of the change, if any (headless renders draw the end state).
    public var animation: Animation?
    /// Whether animations of views inside are turned off.
    public var disablesAnimations = false

    /// A transaction without animation.
    public init() {}
    /// A transaction with `animation`.
    public init(animation: Animation?) { self.animation = animation }
}
