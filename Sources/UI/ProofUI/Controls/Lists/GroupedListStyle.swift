/// Full-width sections on the grouped background, headers upper-cased footnotes.
public struct GroupedListStyle: ListStyle, BuiltinListStyle {
    /// The style.
    public init() {}
    var kind: ListStyleKind { .grouped }
}
