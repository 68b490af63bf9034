/// Resolution of views into layout nodes.
@MainActor enum ViewResolver {
    /// The nodes of `view`: several for lists, one for any other view.
    @MainActor static func nodes<V: View>(_ view: V, _ environment: EnvironmentValues) -> [LayoutNode] {
        // Lists and primitives are built-in views, whose `Body` is `Never`. A view with a body (every
        // team's view) skips both casts: a cast of a type the runtime has not seen scans every
        // conformance record of the process, which was a tenth of the catalog's layout time.
        if V.Body.self == Never.self {
            if let list = view as? any ViewList { return list.makeNodes(environment) }
            if let primitive = view as? any PrimitiveView { return [primitive.makeNode(environment)] }
        }
        // A view reading an environment object no ancestor provides is not evaluated: the render
        // fails with the missing type (SwiftUI crashes instead).
        if let missing = EnvironmentRequirements.missingObject(in: view, environment) {
            environment.diagnostics?.report(missing)
            return []
        }
        // The body and everything resolved from it (builder closures of ForEach, styles) run with
        // this view's environment current, so `@Environment` reads inside closures see it too.
        return EnvironmentValues.withCurrent(environment) {
            AppearScope.resolve(in: environment) { nodes(view.body, environment) }
        }
    }

    /// One node for `view`; several siblings are stacked vertically, as SwiftUI does at a root.
    @MainActor static func node<V: View>(_ view: V, _ environment: EnvironmentValues) -> LayoutNode {
        node(of: nodes(view, environment), environment)
    }

    /// One node for sibling `list`: itself when alone, else a vertical stack.
    @MainActor static func node(of list: [LayoutNode], _ environment: EnvironmentValues) -> LayoutNode {
        if list.count == 1 { return list[0] }
        return StackNode(
            axis: .vertical, alignment: HorizontalAlignment.center, spacing: nil, children: list,
            environment: environment)
    }

    /// One node for the content of `.overlay` or `.background`: several views are an implicit
    /// `ZStack` with the modifier's alignment, as in SwiftUI.
    static func layeredContent<V: View>(_ view: V, alignment: Alignment, _ environment: EnvironmentValues)
        -> LayoutNode
    {
        var inner = environment
        inner.stackAxis = nil
        let list = nodes(view, inner)
        if list.count == 1 { return list[0] }
        return ZStackNode(children: list, alignment: alignment, environment: environment)
    }
}
