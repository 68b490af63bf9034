extension FoundationModifierLibrary {
    /// Draws a style behind the content in a shape (the concentric rounded rectangle by default); a
    /// `Theme.Color` blends with its blend mode.
    nonisolated public struct BackgroundModifier<Style: ShapeStyle, S: Shape>: ViewModifier {
        let style: Style
        let shape: S
        @Environment(\.self) private var environment

        /// The content over its background.
        @MainActor public func body(content: Content) -> some View {
            let blend = (style as? Theme.Color)?.blendMode(in: environment) ?? .normal
            return content.background {
                FoundationResolvedShape(shape, in: environment).fill(style).blendMode(blend)
            }
        }
    }
}

extension FoundationModifier {
    /// A `Theme.Color` background. (FoundationUI's unused `modifier:` argument is accepted and ignored,
    /// as there.)
    public static func background<S: Shape, VM: ViewModifier>(
        _ color: Theme.Color, in shape: S = .dynamicConcentricRoundedRectangle(), modifier: VM = EmptyModifier()
    ) -> FoundationModifier<FoundationModifierLibrary.BackgroundModifier<Theme.Color, S>> {
        .init(.init(style: color, shape: shape))
    }
    /// A background of any shape style.
    public static func backgroundStyle<Style: ShapeStyle, S: Shape, VM: ViewModifier>(
        _ style: Style, in shape: S = .dynamicConcentricRoundedRectangle(), modifier: VM = EmptyModifier()
    ) -> FoundationModifier<FoundationModifierLibrary.BackgroundModifier<Style, S>> {
        .init(.init(style: style, shape: shape))
    }
    /// A SwiftUI colour background.
    public static func backgroundColor<S: Shape, VM: ViewModifier>(
        _ color: Color, in shape: S = .dynamicConcentricRoundedRectangle(), modifier: VM = EmptyModifier()
    ) -> FoundationModifier<FoundationModifierLibrary.BackgroundModifier<Color, S>> {
        .init(.init(style: color, shape: shape))
    }
    /// A gradient background.
    public static func backgroundGradient<S: Shape, VM: ViewModifier>(
        _ gradient: Theme.Gradient, in shape: S = .dynamicConcentricRoundedRectangle(), modifier: VM = EmptyModifier()
    ) -> FoundationModifier<FoundationModifierLibrary.BackgroundModifier<Theme.Gradient, S>> {
        .init(.init(style: gradient, shape: shape))
    }
}
