/// A window showing a view.
nonisolated public struct WindowGroup<Content: View>: Scene {
    let content: Content
    /// A window group.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}
