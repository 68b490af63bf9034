/// The inset geometry of `InsetGroupedListStyle` (rounded sections 16 pt from the edges) on the system background,
/// with cells of the same colour.
public struct InsetListStyle: ListStyle, BuiltinListStyle {
    /// The style.
    public init() {}
    var kind: ListStyleKind { .inset }
}
