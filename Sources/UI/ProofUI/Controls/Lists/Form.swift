/// A form of controls in sections: SwiftUI's `Form`, which iOS draws as an inset grouped list
/// (whatever `.listStyle` says: a form's look is its form style, and iOS's only one is grouped).
nonisolated public struct Form<Content: View>: View, PrimitiveView {
    let content: Content
    /// A form of `content`: its views are rows, its `Section`s rounded cards.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    /// Primitive.
    @MainActor public var body: Never { fatalError("Form is primitive") }
    @MainActor func makeNode(_ environment: EnvironmentValues) -> LayoutNode {
        List<Never, Content>.node(content, kind: .insetGrouped, environment)
    }
}
