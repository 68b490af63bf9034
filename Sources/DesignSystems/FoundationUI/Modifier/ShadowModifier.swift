extension FoundationModifierLibrary {
    /// A shadow: behind the content, the shape (the concentric rounded rectangle by default) grown by
    /// the spread, filled, blurred by the radius and offset, as a CSS box shadow; or the native shadow
    /// of the content itself (`contentShadow`, which has no spread).
    nonisolated public struct ShadowModifier<Style: ShapeStyle, S: Shape>: ViewModifier {
        let style: Style
        let radius: CGFloat
        let spread: CGFloat
        let x: CGFloat
        let y: CGFloat
        let shape: S?
        @Environment(\.self) private var environment

        /// The content with its shadow.
        ///
        /// Where we differ: the blurred shape is a silhouette of one colour (a gradient style casts
        /// its first stop's colour).
        @MainActor public func body(content: Content) -> some View {
            let color = Self.color(of: style, in: environment)
            return Group {
                if let shape {
                    content.background {
                        FoundationResolvedShape(shape, in: environment).inset(by: -spread).fill(Color.black)
                            .blurredSilhouette(color: color, radius: radius, x: x, y: y)
                    }
                } else {
                    content.shadow(color: color, radius: radius, x: x, y: y)
                }
            }
        }

        static func color(of style: Style, in environment: EnvironmentValues) -> Color {
            if let color = style as? Theme.Color { return color.resolveColor(in: environment) }
            if let color = style as? Color { return color }
            if let gradient = style as? Theme.Gradient, let first = gradient.value.stops.first {
                return first.color.resolveColor(in: environment)
            }
            return Color.black
        }
    }
}

extension FoundationModifier {
    /// The native shadow of the content, from a shadow token (its spread is ignored).
    public static func contentShadow(_ token: Theme.Shadow)
        -> FoundationModifier<FoundationModifierLibrary.ShadowModifier<Theme.Color, Rectangle>>
    {
        let s = token.value
        return .init(
            .init(style: s.color, radius: s.radius, spread: s.spread, x: s.x, y: s.y, shape: nil))
    }
    /// `contentShadow(_:)`, by the name the shadow modifier has in FoundationUI's documentation.
    public static func shadow(_ token: Theme.Shadow)
        -> FoundationModifier<FoundationModifierLibrary.ShadowModifier<Theme.Color, Rectangle>>
    { contentShadow(token) }

    /// A shadow token's box shadow behind the content, in `shape`.
    public static func backgroundShadow<S: Shape>(
        _ token: Theme.Shadow, in shape: S = .dynamicConcentricRoundedRectangle()
    ) -> FoundationModifier<FoundationModifierLibrary.ShadowModifier<Theme.Color, S>> {
        let s = token.value
        return .init(
            .init(style: s.color, radius: s.radius, spread: s.spread, x: s.x, y: s.y, shape: shape))
    }
    /// A box shadow of a `Theme.Color`.
    public static func backgroundShadowColor<S: Shape>(
        _ color: Theme.Color, radius: CGFloat, spread: CGFloat = 0, x: CGFloat = 0, y: CGFloat = 0,
        in shape: S = .dynamicConcentricRoundedRectangle()
    ) -> FoundationModifier<FoundationModifierLibrary.ShadowModifier<Theme.Color, S>> {
        .init(.init(style: color, radius: radius, spread: spread, x: x, y: y, shape: shape))
    }
    /// A box shadow of any shape style.
    public static func backgroundShadowStyle<Style: ShapeStyle, S: Shape>(
        _ style: Style, radius: CGFloat, spread: CGFloat = 0, x: CGFloat = 0, y: CGFloat = 0,
        in shape: S = .dynamicConcentricRoundedRectangle()
    ) -> FoundationModifier<FoundationModifierLibrary.ShadowModifier<Style, S>> {
        .init(.init(style: style, radius: radius, spread: spread, x: x, y: y, shape: shape))
    }
}
