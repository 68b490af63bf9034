/// A piece of user interface, described as a value: SwiftUI's `View`.
///
/// A view either composes others in `body`, or is one of ProofUI's primitive views (stacks, text,
/// shapes, modifiers) whose `Body` is `Never`. Views are resolved, laid out and drawn by the
/// renderer; `body` is evaluated with the view's environment in place, so `@Environment` and
/// `@State` properties read their values there.
public protocol View {
    /// The type of view this view is made of.
    associatedtype Body: View
    /// The content of this view.
    @ViewBuilder var body: Self.Body { get }
}

extension Never: View {
    /// `Never` has no body; it is the `Body` of primitive views.
    public var body: Never { fatalError("Never has no body") }
}

/// Primitive views make their layout node directly instead of having a body.
protocol PrimitiveView {
    /// The node that lays out and draws this view in `environment`.
    func makeNode(_ environment: EnvironmentValues) -> LayoutNode
}

/// Views that stand for a list of sibling views (tuples, `ForEach`, `Group`, conditionals).
protocol ViewList {
    /// The nodes of the siblings, in order.
    func makeNodes(_ environment: EnvironmentValues) -> [LayoutNode]
}

/// Resolution of views into layout nodes.
enum ViewResolver {
    /// The nodes of `view`: several for lists, one for any other view.
    static func nodes<V: View>(_ view: V, _ environment: EnvironmentValues) -> [LayoutNode] {
        if let list = view as? any ViewList { return list.makeNodes(environment) }
        if let primitive = view as? any PrimitiveView { return [primitive.makeNode(environment)] }
        // The body and everything resolved from it (builder closures of ForEach, styles) run with
        // this view's environment current, so `@Environment` reads inside closures see it too.
        return EnvironmentValues.withCurrent(environment) { nodes(view.body, environment) }
    }

    /// One node for `view`; several siblings are stacked vertically, as SwiftUI does at a root.
    static func node<V: View>(_ view: V, _ environment: EnvironmentValues) -> LayoutNode {
        let list = nodes(view, environment)
        if list.count == 1 { return list[0] }
        return StackNode(
            axis: .vertical, alignment: HorizontalAlignment.center, spacing: nil, children: list,
            environment: environment)
    }
}
