/// A navigation view (deprecated SwiftUI name): shows its content.
public struct NavigationView<Content: View>: View {
    let content: Content
    /// A navigation view.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    /// The content.
    public var body: some View { content }
}
