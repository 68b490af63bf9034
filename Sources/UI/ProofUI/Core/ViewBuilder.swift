/// Builds views from the statements of a closure: SwiftUI's `@ViewBuilder`.
@resultBuilder
public enum ViewBuilder {
    /// No views.
    public static func buildBlock() -> EmptyView { EmptyView() }
    /// One view.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    /// Several views, as one tuple view.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
        (repeat each Content)
    > {
        TupleView((repeat each content)) { (elements: (repeat each Content), environment) in
            var nodes: [LayoutNode] = []
            for element in repeat each elements { nodes += ViewResolver.nodes(element, environment) }
            return nodes
        }
    }
    /// A single expression.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    /// An `if` without `else`.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    /// The `if` branch of an `if`/`else`.
    public static func buildEither<T: View, F: View>(first: T) -> _ConditionalContent<T, F> {
        _ConditionalContent(.first(first))
    }
    /// The `else` branch of an `if`/`else`.
    public static func buildEither<T: View, F: View>(second: F) -> _ConditionalContent<T, F> {
        _ConditionalContent(.second(second))
    }
    /// `if #available`: the content as is.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}
