/// A section of a list or form: rows under an optional header and above an optional footer.
///
/// In a `List` or `Form` the section is drawn by the list style (a rounded card in `.insetGrouped`,
/// an upper-cased footnote header, a footnote footer). Anywhere else, as in SwiftUI, its header,
/// content and footer join the enclosing container as siblings.
nonisolated public struct Section<Parent: View, Content: View, Footer: View>: View, ViewList {
    let header: Parent
    let content: Content
    let footer: Footer
    /// Whether a collapsible section (iOS 17's `isExpanded:` initialisers) shows its rows.
    var isExpanded = true

    /// A section with a header and a footer.
    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer
    ) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    /// A section with a header view and a footer view (SwiftUI's older spelling).
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header
        self.content = content()
        self.footer = footer
    }

    /// Primitive.
    @MainActor public var body: Never { fatalError("Section is primitive") }

    @MainActor func makeNodes(_ environment: EnvironmentValues) -> [LayoutNode] {
        guard environment.isListContent else {
            if !isExpanded { return ViewResolver.nodes(header, environment) }
            return ViewResolver.nodes(header, environment) + ViewResolver.nodes(content, environment)
                + ViewResolver.nodes(footer, environment)
        }
        let metrics = ListMetrics(kind: environment.listStyleKind ?? .insetGrouped)
        var rowEnvironment = environment
        // The section separators belong to the section, not to its rows.
        rowEnvironment.listRowTraits.sectionSeparatorTop = .automatic
        rowEnvironment.listRowTraits.sectionSeparatorBottom = .automatic
        let headerNodes = ViewResolver.nodes(header, metrics.headerEnvironment(environment))
        let footerNodes = ViewResolver.nodes(footer, metrics.footerEnvironment(environment))
        let rows = ViewResolver.nodes(content, rowEnvironment)
        return [
            ListSectionNode(
                header: Self.single(headerNodes, environment), rows: isExpanded ? rows : [],
                footer: Self.single(footerNodes, environment), isExpanded: isExpanded, environment: environment)
        ]
    }

    /// Several header (or footer) views stacked, leading-aligned; nil for none.
    @MainActor private static func single(_ nodes: [LayoutNode], _ environment: EnvironmentValues) -> LayoutNode? {
        if nodes.isEmpty { return nil }
        if nodes.count == 1 { return nodes[0] }
        return StackNode(
            axis: .vertical, alignment: .leading, spacing: nil, children: nodes, environment: environment)
    }
}

extension Section where Footer == EmptyView {
    /// A section with a header.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }
    /// A section with a header view (SwiftUI's older spelling).
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, footer: EmptyView(), content: content)
    }
}

extension Section where Footer == EmptyView {
    /// A collapsible section with a header: its rows show while `isExpanded` is true (iOS 17).
    public init(
        isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent
    ) {
        self.init(content: content, header: header)
        self.isExpanded = isExpanded.wrappedValue
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A collapsible section titled with a localized key: its rows show while `isExpanded` is true.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) })
        self.isExpanded = isExpanded.wrappedValue
    }
    /// A collapsible section titled with a string: its rows show while `isExpanded` is true.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) })
        self.isExpanded = isExpanded.wrappedValue
    }
}

extension Section where Parent == EmptyView {
    /// A section with a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }
    /// A section with a footer view (SwiftUI's older spelling).
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), footer: footer, content: content)
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section without header or footer.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) })
    }
    /// A section titled with a string, shown as written.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) })
    }
}
