/// Part of a shape's outline (`.trim(from:to:)`).
nonisolated public struct TrimmedShape<Base: Shape>: Shape {
    let base: Base
    let from: CGFloat, to: CGFloat
    /// The trimmed outline.
    public func path(in rect: CGRect) -> Path {
        Path(
            raster: base.path(in: rect).storage.trimmed(
                from: Double(max(0, min(1, from))), to: Double(max(0, min(1, to)))))
    }
}
