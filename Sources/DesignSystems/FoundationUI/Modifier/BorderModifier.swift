extension FoundationModifierLibrary {
    /// Strokes the shape (the concentric rounded rectangle by default) inside, on or outside its
    /// outline, over or under the content.
    nonisolated public struct BorderModifier<Style: ShapeStyle, S: Shape>: ViewModifier {
        let style: Style
        let width: CGFloat
        let placement: BorderPlacement
        let level: BorderLevel
        let shape: S
        @Environment(\.self) private var environment

        /// The content with its border.
        @MainActor public func body(content: Content) -> some View {
            let inset: CGFloat =
                switch placement {
                case .inside: width / 2
                case .center: 0
                case .outside: -width / 2
                }
            let blend = (style as? Theme.Color)?.blendMode(in: environment) ?? .normal
            let border = FoundationResolvedShape(shape, in: environment).inset(by: inset)
                .stroke(style, lineWidth: width).blendMode(blend)
            return Group {
                switch level {
                case .above: content.overlay { border }
                case .below: content.background { border }
                }
            }
        }
    }
}

extension FoundationModifier {
    /// A `Theme.Color` border `width` wide.
    public static func border<S: Shape>(
        _ color: Theme.Color, width: CGFloat = 1, placement: FoundationModifierLibrary.BorderPlacement = .center,
        level: FoundationModifierLibrary.BorderLevel = .above, in shape: S = .dynamicConcentricRoundedRectangle()
    ) -> FoundationModifier<FoundationModifierLibrary.BorderModifier<Theme.Color, S>> {
        .init(.init(style: color, width: width, placement: placement, level: level, shape: shape))
    }
    /// A border of any shape style.
    public static func borderStyle<Style: ShapeStyle, S: Shape>(
        _ style: Style, width: CGFloat = 1, placement: FoundationModifierLibrary.BorderPlacement = .center,
        level: FoundationModifierLibrary.BorderLevel = .above, in shape: S = .dynamicConcentricRoundedRectangle()
    ) -> FoundationModifier<FoundationModifierLibrary.BorderModifier<Style, S>> {
        .init(.init(style: style, width: width, placement: placement, level: level, shape: shape))
    }
    /// A SwiftUI colour border.
    public static func borderColor<S: Shape>(
        _ color: Color, width: CGFloat = 1, placement: FoundationModifierLibrary.BorderPlacement = .center,
        level: FoundationModifierLibrary.BorderLevel = .above, in shape: S = .dynamicConcentricRoundedRectangle()
    ) -> FoundationModifier<FoundationModifierLibrary.BorderModifier<Color, S>> {
        .init(.init(style: color, width: width, placement: placement, level: level, shape: shape))
    }
    /// A gradient border.
    public static func borderGradient<S: Shape>(
        _ gradient: Theme.Gradient, width: CGFloat = 1, placement: FoundationModifierLibrary.BorderPlacement = .center,
        level: FoundationModifierLibrary.BorderLevel = .above, in shape: S = .dynamicConcentricRoundedRectangle()
    ) -> FoundationModifier<FoundationModifierLibrary.BorderModifier<Theme.Gradient, S>> {
        .init(.init(style: gradient, width: width, placement: placement, level: level, shape: shape))
    }
}
