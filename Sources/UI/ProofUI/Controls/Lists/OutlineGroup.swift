/// Views of tree-shaped data: SwiftUI's `OutlineGroup`, and what `List(_:children:rowContent:)`
/// shows. An element whose `children` are nil is a leaf row; any other is a `DisclosureGroup`
/// labelled with its row, which a still frame shows collapsed, as iOS shows an outline first.
nonisolated public struct OutlineGroup<
    Data: RandomAccessCollection, ID: Hashable, Parent: View, Leaf: View, Subgroup: View
>:
    View, ViewList
{
    let data: Data
    let children: KeyPath<Data.Element, Data?>
    let leaf: (Data.Element) -> Leaf

    /// Primitive.
    public var body: Never { fatalError("OutlineGroup is primitive") }

    @MainActor func makeNodes(_ environment: EnvironmentValues) -> [LayoutNode] {
        data.flatMap { element -> [LayoutNode] in
            let row = leaf(element)
            guard let nested = element[keyPath: children] else { return ViewResolver.nodes(row, environment) }
            let subgroup = OutlineGroup(data: nested, children: children, leaf: leaf)
            return ViewResolver.nodes(
                DisclosureGroup(content: { OutlineSubgroupChildren(view: AnyView(subgroup)) }, label: { row }),
                environment)
        }
    }
}

extension OutlineGroup
where
    Data.Element: Identifiable, ID == Data.Element.ID, Parent == Leaf,
    Subgroup == DisclosureGroup<Leaf, OutlineSubgroupChildren>
{
    /// An outline of the elements of `data`, their children at `children`.
    public init(
        _ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder content: @escaping (Data.Element) -> Leaf
    ) {
        self.init(data: data, children: children, leaf: content)
    }
}
