/// Insets on each edge, in points.
public struct EdgeInsets: Hashable, Sendable {
    /// Top.
    public var top: CGFloat
    /// Leading.
    public var leading: CGFloat
    /// Bottom.
    public var bottom: CGFloat
    /// Trailing.
    public var trailing: CGFloat
    /// Insets.
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
    /// `length` on `edges`, 0 elsewhere.
    init(_ edges: Edge.Set, _ length: CGFloat) {
        self.init(
            top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
            bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0)
    }
}
