/// A horizontal alignment guide: leading, centre, trailing (mirrored right to left), or a custom
/// guide made from an `AlignmentID` type.
public struct HorizontalAlignment: Hashable, Sendable {
    let key: AlignmentKey

    init(key: AlignmentKey) { self.key = key }

    /// The custom guide identified by `id`: `extension HorizontalAlignment { static let
    /// myGuide = HorizontalAlignment(MyGuide.self) }`.
    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id, axis: .horizontal) }

    private init(_ id: any AlignmentID.Type, fraction: CGFloat?) {
        key = AlignmentKey(id, axis: .horizontal, fraction: fraction)
    }

    /// The fraction of the width the guide stands at by default; nil for a custom guide.
    var fraction: CGFloat? { key.fraction }

    /// Merges explicit values as a container merges its subviews' (the mean of the non-nil ones);
    /// nil when there are none. A custom `Layout` uses it in `explicitAlignment(of:in:…)`.
    public func combineExplicit<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
        key.merged(values.compactMap { $0 })
    }

    /// The leading edge.
    public static let leading = HorizontalAlignment(BuiltinGuide.Leading.self, fraction: 0)
    /// The centre.
    public static let center = HorizontalAlignment(BuiltinGuide.HorizontalCenter.self, fraction: 0.5)
    /// The trailing edge.
    public static let trailing = HorizontalAlignment(BuiltinGuide.Trailing.self, fraction: 1)
    /// Where a list row's separator starts (by default the leading edge; a list row's text sets it).
    public static let listRowSeparatorLeading = HorizontalAlignment(BuiltinGuide.ListRowSeparatorLeading.self)
    /// Where a list row's separator ends (by default the trailing edge).
    public static let listRowSeparatorTrailing = HorizontalAlignment(BuiltinGuide.ListRowSeparatorTrailing.self)
}
