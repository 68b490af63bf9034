/// How a view enters and leaves: SwiftUI's `AnyTransition`, passed to `.transition(_:)`.
///
/// A still frame shows views in place, neither entering nor leaving, so a transition changes
/// nothing in a render; the value only describes it (for `proof render --dump`-style debugging).
public struct AnyTransition: Sendable, CustomStringConvertible {
    /// What the transition does.
    public let description: String

    /// No change.
    public static let identity = AnyTransition(description: "identity")
    /// Fades in and out.
    public static let opacity = AnyTransition(description: "opacity")
    /// Slides in from the leading edge and out to the trailing edge.
    public static let slide = AnyTransition(description: "slide")
    /// Scales from nothing.
    public static let scale = AnyTransition(description: "scale")
    /// Scales from `scale` around `anchor`.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition(description: "scale(\(scale))")
    }
    /// Moves in from `edge`.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(description: "move(\(edge))") }
    /// Pushes in from `edge` (iOS 16).
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(description: "push(\(edge))") }
    /// Offsets by `offset`.
    public static func offset(_ offset: CGSize) -> AnyTransition {
        AnyTransition(description: "offset(\(offset.width), \(offset.height))")
    }
    /// Offsets by `x` and `y`.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
        offset(CGSize(width: x, height: y))
    }
    /// One transition in, another out.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(description: "asymmetric(\(insertion), \(removal))")
    }
    /// This transition and `other` together.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(description: "\(description) + \(other)")
    }
    /// This transition with `animation`.
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}
