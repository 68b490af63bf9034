extension Binding where Value: MutableCollection & RandomAccessCollection {
    /// One binding per element of the bound collection, each reading and writing its element.
    var elementBindings: [Binding<Value.Element>] {
        wrappedValue.indices.map { index in
            Binding<Value.Element>(get: { self.wrappedValue[index] }, set: { self.wrappedValue[index] = $0 })
        }
    }
}

extension ForEach {
    /// Views of the elements of a bound collection, each given a binding to its element
    /// (`ForEach($items) { $item in … }`, iOS 15).
    ///
    /// Where we differ: SwiftUI's `Data` is a lazy map of the collection's indices and its content
    /// an `EditableCollectionContent`; here `Data` is the array of element bindings and `Content`
    /// the row view, which reads and writes the same elements.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == [Binding<C.Element>], C.Element: Identifiable, ID == C.Element.ID {
        self.data = data.elementBindings
        self.id = \Binding<C.Element>.wrappedValue.id
        self.content = content
    }

    /// Views of the elements of a bound collection identified by `id`, each given a binding to its
    /// element.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == [Binding<C.Element>] {
        self.data = data.elementBindings
        self.id = (\Binding<C.Element>.wrappedValue).appending(path: id)
        self.content = content
    }
}

extension List where SelectionValue == Never {
    /// A list of one row per element of a bound collection, each given a binding to its element
    /// (`List($items) { $item in … }`, iOS 15).
    public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<C>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where Content == ForEach<[Binding<C.Element>], C.Element.ID, RowContent>, C.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
    }

    /// A list of one row per element of a bound collection identified by `id`.
    public init<C: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>,
        @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where Content == ForEach<[Binding<C.Element>], ID, RowContent> {
        self.content = ForEach(data, id: id, content: rowContent)
    }
}
