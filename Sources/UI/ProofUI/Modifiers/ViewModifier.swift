/// A reusable change to views: implement `body(content:)` and apply with `.modifier(_:)`.
@MainActor @preconcurrency public protocol ViewModifier {
    /// The type of the modified view.
    associatedtype Body: View
    /// The content being modified.
    typealias Content = _ViewModifier_Content<Self>
    /// The modified view.
    @ViewBuilder func body(content: Content) -> Body
}

nonisolated extension View {
    /// Applies `modifier`.
    public func modifier<M>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
