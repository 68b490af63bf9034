/// The size and frame a `GeometryReader` offers its content.
public struct GeometryProxy: Sendable {
    /// The size offered.
    public let size: CGSize
    let frameInRoot: CGRect
    /// The reader's frame in a coordinate space (global and local supported).
    public func frame(in space: CoordinateSpace) -> CGRect {
        space == .local ? CGRect(origin: .zero, size: size) : frameInRoot
    }
    /// The value of `anchor` in the reader's coordinate space (its frame relative to the reader's
    /// top leading corner, for a bounds anchor).
    public subscript<T>(anchor: Anchor<T>) -> T { anchor.value(relativeTo: frameInRoot.origin) }
    /// Safe-area insets (none in a headless render).
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }
}
