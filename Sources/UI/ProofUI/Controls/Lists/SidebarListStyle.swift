/// A sidebar as iPhone draws it: inset grouped sections under bold headers with a trailing disclosure chevron
/// (expanded).
public struct SidebarListStyle: ListStyle, BuiltinListStyle {
    /// The style.
    public init() {}
    var kind: ListStyleKind { .sidebar }
}
