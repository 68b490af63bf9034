/// A navigation view (SwiftUI's deprecated `NavigationView`): on an iPhone, a stack; it draws its
/// content below a navigation bar, as `NavigationStack` does.
nonisolated public struct NavigationView<Content: View>: View {
    let content: Content
    /// A navigation view.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    /// The content in a navigation container.
    @MainActor public var body: some View { NavigationContainer(content: content) }
}
