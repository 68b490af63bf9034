extension FoundationModifierLibrary {
    /// Sets the content's foreground style; a `Theme.Color` with a blend mode composites the content
    /// with it.
    nonisolated public struct ForegroundModifier<Style: ShapeStyle>: ViewModifier {
        let style: Style
        @Environment(\.self) private var environment

        /// The content in the style.
        @MainActor public func body(content: Content) -> some View {
            let blend = (style as? Theme.Color)?.blendMode(in: environment) ?? .normal
            return content.foregroundStyle(style).blendMode(blend)
        }
    }
}

extension FoundationModifier {
    /// A `Theme.Color` foreground.
    public static func foreground(_ color: Theme.Color)
        -> FoundationModifier<FoundationModifierLibrary.ForegroundModifier<Theme.Color>>
    { .init(.init(style: color)) }
    /// A foreground of any shape style.
    public static func foregroundStyle<Style: ShapeStyle>(_ style: Style)
        -> FoundationModifier<FoundationModifierLibrary.ForegroundModifier<Style>>
    { .init(.init(style: style)) }
    /// A SwiftUI colour foreground.
    public static func foregroundColor(_ color: Color)
        -> FoundationModifier<FoundationModifierLibrary.ForegroundModifier<Color>>
    { .init(.init(style: color)) }
    /// A gradient foreground.
    public static func foregroundGradient(_ gradient: Theme.Gradient)
        -> FoundationModifier<FoundationModifierLibrary.ForegroundModifier<Theme.Gradient>>
    { .init(.init(style: gradient)) }
}
