/// A piece of user interface, described as a value: SwiftUI's `View`.
///
/// A view either composes others in `body`, or is one of ProofUI's primitive views (stacks, text,
/// shapes, modifiers) whose `Body` is `Never`. Views are resolved, laid out and drawn by the
/// renderer; `body` is evaluated with the view's environment in place, so `@Environment` and
/// `@State` properties read their values there.
@MainActor @preconcurrency public protocol View {
    /// The type of view this view is made of.
    associatedtype Body: View
    /// The content of this view.
    @ViewBuilder var body: Self.Body { get }
}

extension Never: View {
    /// `Never` has no body; it is the `Body` of primitive views.
    public var body: Never { fatalError("Never has no body") }
}
