/// The subviews of a custom `Layout`, in the order the content declares them.
public struct LayoutSubviews: RandomAccessCollection, Equatable, Sendable {
    let storage: [LayoutSubview]
    /// The first index.
    public let startIndex: Int
    /// One past the last index.
    public let endIndex: Int
    /// The layout direction the subviews are laid out in.
    public let layoutDirection: LayoutDirection

    init(_ subviews: [LayoutSubview], layoutDirection: LayoutDirection) {
        storage = subviews
        startIndex = 0
        endIndex = subviews.count
        self.layoutDirection = layoutDirection
    }

    private init(storage: [LayoutSubview], bounds: Range<Int>, layoutDirection: LayoutDirection) {
        self.storage = storage
        startIndex = bounds.lowerBound
        endIndex = bounds.upperBound
        self.layoutDirection = layoutDirection
    }

    /// The subview at `index`.
    public subscript(index: Int) -> LayoutSubview { storage[index] }

    /// The subviews in `bounds`, keeping their indices.
    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(storage: storage, bounds: bounds, layoutDirection: layoutDirection)
    }

    /// Same subviews in the same range.
    public static func == (a: LayoutSubviews, b: LayoutSubviews) -> Bool {
        a.startIndex == b.startIndex && a.endIndex == b.endIndex && a.storage == b.storage
    }
}
