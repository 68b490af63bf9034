/// Sections as rounded cards (radius 10, 16 pt from the edges) on the grouped background, headers upper-cased
/// footnotes: Settings.
public struct InsetGroupedListStyle: ListStyle, BuiltinListStyle {
    /// The style.
    public init() {}
    var kind: ListStyleKind { .insetGrouped }
}
