extension List where SelectionValue == Never {
    /// A hierarchical list of the elements of `data`, their children at `children`: leaves are rows,
    /// other elements collapsed disclosure groups (iOS shows an outline collapsed at first).
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == OutlineGroup<
            Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>
        >,
        Data.Element: Identifiable
    {
        self.content = OutlineGroup(data, children: children, content: rowContent)
    }
}

extension List {
    /// A hierarchical list with a single selection (nothing shows selected in a still frame).
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == OutlineGroup<
            Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>
        >,
        Data.Element: Identifiable
    {
        self.content = OutlineGroup(data, children: children, content: rowContent)
    }
}
