/// The identity of an alignment guide on one axis: the `AlignmentID` type, how containers merge the
/// explicit values of their children, and, for the built-in edge and centre guides, the fraction of
/// the view's length they stand at.
struct AlignmentKey: Hashable, @unchecked Sendable {
    // @unchecked: only the metatype of an `AlignmentID`, which holds no state, is stored.
    /// How a container merges its children's explicit values for the guide.
    enum Merge: Sendable {
        /// The mean (SwiftUI's default `_combineExplicit`).
        case mean
        /// The smallest (the first text baseline: the topmost).
        case minimum
        /// The largest (the last text baseline: the lowest).
        case maximum
    }

    let id: any AlignmentID.Type
    let axis: Axis
    let merge: Merge
    /// The fraction of the length of the view the guide stands at by default (leading, centre,
    /// trailing, top, bottom); nil for the baselines and custom guides.
    let fraction: CGFloat?

    init(_ id: any AlignmentID.Type, axis: Axis, merge: Merge = .mean, fraction: CGFloat? = nil) {
        self.id = id
        self.axis = axis
        self.merge = merge
        self.fraction = fraction
    }

    /// Whether this is one of the text-baseline guides.
    var isBaseline: Bool { merge != .mean }

    /// The guide's value for a view of `dimensions` that sets none explicitly.
    func defaultValue(_ dimensions: ViewDimensions) -> CGFloat { id.defaultValue(in: dimensions) }

    /// Merges explicit values (in the container's coordinates); nil when there are none.
    func merged(_ values: [CGFloat]) -> CGFloat? {
        guard let first = values.first else { return nil }
        switch merge {
        case .mean: return values.dropFirst().reduce(first, +) / CGFloat(values.count)
        case .minimum: return values.min()
        case .maximum: return values.max()
        }
    }

    static func == (a: AlignmentKey, b: AlignmentKey) -> Bool {
        ObjectIdentifier(a.id) == ObjectIdentifier(b.id) && a.axis == b.axis
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(id))
        hasher.combine(axis)
    }
}

/// The built-in guides' identities.
enum BuiltinGuide {
    enum Leading: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    enum HorizontalCenter: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 } }
    enum Trailing: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width } }
    enum ListRowSeparatorLeading: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    enum ListRowSeparatorTrailing: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width }
    }
    enum Top: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    enum VerticalCenter: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 } }
    enum Bottom: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
    /// Without text, a view's baselines are its bottom edge (SwiftUI's default).
    enum FirstTextBaseline: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
    enum LastTextBaseline: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
}
