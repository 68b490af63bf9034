/// The size and frame a `GeometryReader` offers its content.
public struct GeometryProxy: Sendable {
    /// The size offered.
    public let size: CGSize
    let frameInRoot: CGRect
    /// The reader's frame in a coordinate space (global and local supported).
    public func frame(in space: CoordinateSpace) -> CGRect {
        space == .local ? CGRect(origin: .zero, size: size) : frameInRoot
    }
    /// Safe-area insets (none in a headless render).
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }
}
