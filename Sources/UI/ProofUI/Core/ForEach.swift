/// Views made from the elements of a collection.
nonisolated public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, ViewList {
    /// The elements.
    public var data: Data
    /// Makes the view of one element.
    public var content: (Data.Element) -> Content
    let id: KeyPath<Data.Element, ID>?

    /// Views of `data`, identified by `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)
    {
        self.data = data
        self.id = id
        self.content = content
    }

    /// Primitive.
    @MainActor public var body: Never { fatalError("ForEach is primitive") }

    /// Each element's views, tagged with the element's identifier unless they carry a tag of their
    /// own (as SwiftUI does, so a `Picker` over a `ForEach` selects by identifier).
    @MainActor func makeNodes(_ environment: EnvironmentValues) -> [LayoutNode] {
        data.flatMap { element in
            LayoutNode.tagging(ViewResolver.nodes(content(element), environment), with: implicitTag(of: element))
        }
    }

    /// The identifier `element`'s views are tagged with: its `id`, else the element itself.
    func implicitTag(of element: Data.Element) -> AnyHashable? {
        id.map { AnyHashable(element[keyPath: $0]) } ?? (element as? AnyHashable)
    }

}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Views of identifiable elements.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = \Data.Element.id
        self.content = content
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Views of the integers of a constant range.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.id = nil
        self.content = content
    }
}

extension ForEach where Data == ClosedRange<Int>, ID == Int {
    /// Views of the integers of a constant closed range.
    public init(_ data: ClosedRange<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.id = nil
        self.content = content
    }
}
