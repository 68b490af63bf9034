/// A type-erased shape.
nonisolated public struct AnyShape: Shape {
    let makePath: (CGRect) -> Path
    /// Erases `shape`.
    public init<S: Shape>(_ shape: S) { makePath = { shape.path(in: $0) } }
    /// The erased shape's path.
    public func path(in rect: CGRect) -> Path { makePath(rect) }
}
