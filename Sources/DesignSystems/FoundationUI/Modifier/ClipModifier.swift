extension FoundationModifierLibrary {
    /// Clips the content to a shape (the concentric rounded rectangle by default).
    nonisolated public struct ClipModifier<S: Shape>: ViewModifier {
        let shape: S
        @Environment(\.self) private var environment

        /// The clipped content.
        @MainActor public func body(content: Content) -> some View {
            content.clipShape(FoundationResolvedShape(shape, in: environment))
        }
    }
}

extension FoundationModifier {
    /// Clips to `shape`.
    public static func clip<S: Shape>(_ shape: S = .dynamicConcentricRoundedRectangle())
        -> FoundationModifier<FoundationModifierLibrary.ClipModifier<S>>
    { .init(.init(shape: shape)) }
}
