/// A vertical alignment guide: top, centre, bottom, a text baseline, or a custom guide made from an
/// `AlignmentID` type.
public struct VerticalAlignment: Hashable, Sendable {
    let key: AlignmentKey

    init(key: AlignmentKey) { self.key = key }

    /// The custom guide identified by `id`: `extension VerticalAlignment { static let myGuide =
    /// VerticalAlignment(MyGuide.self) }`.
    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id, axis: .vertical) }

    private init(_ id: any AlignmentID.Type, merge: AlignmentKey.Merge = .mean, fraction: CGFloat?) {
        key = AlignmentKey(id, axis: .vertical, merge: merge, fraction: fraction)
    }

    /// The fraction of the height the guide stands at by default; nil for baselines and custom guides.
    var fraction: CGFloat? { key.fraction }

    /// Merges explicit values as a container merges its subviews' (the mean of the non-nil ones;
    /// the smallest first baseline, the largest last baseline); nil when there are none.
    public func combineExplicit<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
        key.merged(values.compactMap { $0 })
    }

    /// The top edge.
    public static let top = VerticalAlignment(BuiltinGuide.Top.self, fraction: 0)
    /// The centre.
    public static let center = VerticalAlignment(BuiltinGuide.VerticalCenter.self, fraction: 0.5)
    /// The bottom edge.
    public static let bottom = VerticalAlignment(BuiltinGuide.Bottom.self, fraction: 1)
    /// The first text baseline (the bottom of views without text).
    public static let firstTextBaseline = VerticalAlignment(
        BuiltinGuide.FirstTextBaseline.self, merge: .minimum, fraction: nil)
    /// The last text baseline (the bottom of views without text).
    public static let lastTextBaseline = VerticalAlignment(
        BuiltinGuide.LastTextBaseline.self, merge: .maximum, fraction: nil)
}
