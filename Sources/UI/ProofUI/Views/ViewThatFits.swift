/// The first of its views that fits, as SwiftUI's `ViewThatFits`: each view in order is measured at
/// its ideal size along `axes` (the proposal passes through on the other axis); the first whose
/// ideal size is within the proposal along `axes` is shown at the proposal, else the last one.
/// Only the chosen view is drawn.
nonisolated public struct ViewThatFits<Content: View>: View, PrimitiveView {
    let axes: Axis.Set
    let content: Content
    /// Chooses among `content`'s views by whether they fit along `axes` (both by default).
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }
    /// Primitive.
    @MainActor public var body: Never { fatalError("ViewThatFits is primitive") }
    @MainActor func makeNode(_ environment: EnvironmentValues) -> LayoutNode {
        var inner = environment
        inner.stackAxis = nil
        return ViewThatFitsNode(axes: axes, items: ViewResolver.nodes(content, inner), environment: environment)
    }
}
