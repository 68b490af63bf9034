/// A list of rows in sections, drawn by the list style (`.listStyle(_:)`; inset grouped by default
/// on iPhone): SwiftUI's `List`.
///
/// Its content's views are its rows: each view of a `ForEach`, a `Group` or a builder is one row,
/// and `Section`s group them under headers and footers. Rows are at least 44 pt tall, leading
/// aligned and vertically centred in their cells, with separators between them (see `ListMetrics`
/// for every number and where it comes from). A still frame shows the list scrolled to its top:
/// the list fills the height it is proposed, or takes its whole content's height when the height
/// is left open. Selection compiles and shows nothing selected (nothing is tapped in a still frame;
/// SwiftUI only highlights a selected row in edit mode on iPhone).
nonisolated public struct List<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let content: Content

    /// Primitive.
    @MainActor public var body: Never { fatalError("List is primitive") }

    /// A list of `content`, with a single selection.
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A list of `content`, with a multiple selection.
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A list of one row per element of `data`, identified by `id`, with a single selection.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.content = ForEach(data, id: id, content: rowContent)
    }

    /// A list of one row per identifiable element of `data`, with a single selection.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
    }

    /// A list of one row per identifiable element of `data`, with a multiple selection.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
    }

    @MainActor func makeNode(_ environment: EnvironmentValues) -> LayoutNode {
        Self.node(content, kind: environment.listStyleKind ?? .insetGrouped, environment)
    }

    /// The node of a list of `content` drawn in `kind` (`Form` draws as an inset grouped list).
    @MainActor static func node<C: View>(_ content: C, kind: ListStyleKind, _ environment: EnvironmentValues)
        -> LayoutNode
    {
        var inner = environment
        inner.isListContent = true
        // A `NavigationLink` in a row draws the row's trailing chevron.
        inner.isInListRow = true
        inner.listStyleKind = kind
        inner.listRowTraits = ListRowTraits()
        inner.listRowSpacing = nil
        inner.listSectionSpacing = .default
        inner.scrollContentBackground = .automatic
        let items = ViewResolver.nodes(content, inner)
        let metrics = ListMetrics(kind: kind, minRowHeight: environment.defaultMinListRowHeight)
        return ListNode(items: items, metrics: metrics, environment: environment)
    }
}

extension List where SelectionValue == Never {
    /// A list of `content`.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    /// A list of one row per identifiable element of `data`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
    }

    /// A list of one row per element of `data`, identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.content = ForEach(data, id: id, content: rowContent)
    }

    /// A list of one row per integer of a constant range.
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        self.content = ForEach(data, content: rowContent)
    }
}
