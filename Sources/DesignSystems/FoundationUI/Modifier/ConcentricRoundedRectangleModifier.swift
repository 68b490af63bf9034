extension FoundationModifierLibrary {
    /// Sets the concentric rounded rectangle that the background, border, shadow and clip modifiers
    /// written before it draw by default.
    nonisolated public struct ConcentricRoundedRectangleModifier: ViewModifier {
        let all: Theme.Radius?
        let topLeading: Theme.Radius?
        let topTrailing: Theme.Radius?
        let bottomLeading: Theme.Radius?
        let bottomTrailing: Theme.Radius?
        let style: RoundedCornerStyle
        @Environment(\.self) private var environment

        /// The content with the shape in its environment.
        @MainActor public func body(content: Content) -> some View {
            func r(_ token: Theme.Radius?) -> CGFloat? { token.map { $0.resolve(in: environment) } }
            var shape = FoundationRoundedRectangle(
                topLeadingRadius: r(topLeading), bottomLeadingRadius: r(bottomLeading),
                bottomTrailingRadius: r(bottomTrailing), topTrailingRadius: r(topTrailing), style: style)
            shape.cornerRadius = r(all)
            return content.environment(\.dynamicConcentricRoundedRectangle, shape)
        }
    }
}

extension FoundationModifier {
    /// The concentric rounded rectangle of radius `cornerRadius` (in `style`, which FoundationUI
    /// ignores and Proof honours) for the modifiers written before it.
    public static func concentricRoundedRectangle(
        _ cornerRadius: Theme.Radius?, style: RoundedCornerStyle = .continuous
    )
        -> FoundationModifier<FoundationModifierLibrary.ConcentricRoundedRectangleModifier>
    {
        .init(
            .init(
                all: cornerRadius, topLeading: nil, topTrailing: nil, bottomLeading: nil, bottomTrailing: nil,
                style: style))
    }

    /// A concentric rounded rectangle with a radius per corner (nil: 0).
    public static func concentricRoundedRectangle(
        topLeading: Theme.Radius? = nil, topTrailing: Theme.Radius? = nil, bottomLeading: Theme.Radius? = nil,
        bottomTrailing: Theme.Radius? = nil, style: RoundedCornerStyle = .continuous
    ) -> FoundationModifier<FoundationModifierLibrary.ConcentricRoundedRectangleModifier> {
        .init(
            .init(
                all: nil, topLeading: topLeading, topTrailing: topTrailing, bottomLeading: bottomLeading,
                bottomTrailing: bottomTrailing, style: style))
    }

    /// FoundationUI's earlier name of `concentricRoundedRectangle(_:style:)`, which its README (the
    /// walkthrough) still uses; prefer the new name. Not marked deprecated, so that the README's code
    /// compiles without warnings.
    public static func cornerRadius(_ cornerRadius: Theme.Radius?, style: RoundedCornerStyle = .continuous)
        -> FoundationModifier<FoundationModifierLibrary.ConcentricRoundedRectangleModifier>
    {
        concentricRoundedRectangle(cornerRadius, style: style)
    }
}
