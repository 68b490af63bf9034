/// A navigation container: headless renders show its root content (no bar).
public struct NavigationStack<Root: View>: View {
    let root: Root
    /// A stack showing `root`.
    public init(@ViewBuilder root: () -> Root) { self.root = root() }
    /// The root content.
    public var body: some View { root }
}
