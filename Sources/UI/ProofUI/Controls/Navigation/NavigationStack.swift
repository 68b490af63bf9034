/// A navigation stack: SwiftUI's `NavigationStack`. It draws its root view below a navigation bar
/// showing the root's `.navigationTitle` (large by default, inline with
/// `.navigationBarTitleDisplayMode(.inline)`) and `.toolbar` items, and a bottom toolbar when
/// items are placed `.bottomBar`.
///
/// Where we differ: a still frame shows the root. A non-empty `path` does not push its
/// destinations (they are built by `.navigationDestination`, which is inert), and no status bar is
/// drawn above the bar (a headless render has none).
nonisolated public struct NavigationStack<Data, Root: View>: View {
    let root: Root

    /// Primitive-backed: the root in a navigation container.
    @MainActor public var body: some View { NavigationContainer(content: root) }
}

extension NavigationStack where Data == NavigationPath {
    /// A stack showing `root`.
    public init(@ViewBuilder root: () -> Root) { self.root = root() }
    /// A stack bound to a type-erased path (a still frame shows the root whatever the path holds).
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) { self.root = root() }
}

extension NavigationStack
where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
    /// A stack bound to a typed path (a still frame shows the root whatever the path holds).
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) { self.root = root() }
}
