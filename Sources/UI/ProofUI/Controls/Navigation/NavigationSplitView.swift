/// A split view of two or three columns: SwiftUI's `NavigationSplitView`. An iPhone in portrait
/// collapses it to a stack whose root is the sidebar (or the column `preferredCompactColumn`
/// names), drawn below its navigation bar as `NavigationStack` draws its root.
///
/// Where we differ: a still frame shows that one column; the column visibility and the split view
/// style change nothing, as on an iPhone.
nonisolated public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let sidebar: Sidebar
    let content: Content
    let detail: Detail
    let compactColumn: NavigationSplitViewColumn

    /// The column an iPhone shows: the preferred compact column (the content column of a two-column
    /// view is its detail).
    @MainActor public var body: some View {
        switch compactColumn.column {
        case .sidebar: NavigationContainer(content: AnyView(sidebar))
        case .content:
            NavigationContainer(content: Content.self == EmptyView.self ? AnyView(detail) : AnyView(content))
        case .detail: NavigationContainer(content: AnyView(detail))
        }
    }
}

extension NavigationSplitView {
    /// A three-column split view.
    public init(
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
        compactColumn = .sidebar
    }
    /// A three-column split view bound to its column visibility.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) { self.init(sidebar: sidebar, content: content, detail: detail) }
    /// A three-column split view showing `preferredCompactColumn` on an iPhone (iOS 17).
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
        compactColumn = preferredCompactColumn.wrappedValue
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// A two-column split view.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, content: { EmptyView() }, detail: detail)
    }
    /// A two-column split view bound to its column visibility.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) { self.init(sidebar: sidebar, content: { EmptyView() }, detail: detail) }
    /// A two-column split view showing `preferredCompactColumn` on an iPhone (iOS 17).
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        self.init(
            columnVisibility: columnVisibility, preferredCompactColumn: preferredCompactColumn, sidebar: sidebar,
            content: { EmptyView() }, detail: detail)
    }
}
