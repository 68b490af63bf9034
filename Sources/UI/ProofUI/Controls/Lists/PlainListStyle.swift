/// Full-width rows on the system background with separators between them and after the last row, sections one after
/// another under plain headers.
public struct PlainListStyle: ListStyle, BuiltinListStyle {
    /// The style.
    public init() {}
    var kind: ListStyleKind { .plain }
}
