extension FoundationModifierLibrary {
    /// Sets the font from a token resolved in the environment.
    nonisolated public struct FontModifier: ViewModifier {
        let token: Theme.Font
        @Environment(\.self) private var environment

        /// The content in the font.
        @MainActor public func body(content: Content) -> some View { content.font(token.resolve(in: environment)) }
    }

    /// Sets the tint that `Theme.Color.dynamic(_:)` steps are generated from.
    nonisolated public struct TintModifier: ViewModifier {
        let color: Theme.Color

        /// The content with the tint.
        @MainActor public func body(content: Content) -> some View { content.environment(\.dynamicTint, color) }
    }

    /// Sets the named theme `themeable` tokens read.
    nonisolated public struct ThemeModifier: ViewModifier {
        let theme: Theme?

        /// The content under the theme.
        @MainActor public func body(content: Content) -> some View { content.environment(\.foundationTheme, theme) }
    }

    /// Composites the content with a blend mode (a scheme-dependent one resolved in the environment).
    nonisolated public struct BlendModeModifier: ViewModifier {
        let mode: DynamicColor.Blend
        @Environment(\.self) private var environment

        /// The blended content.
        @MainActor public func body(content: Content) -> some View {
            content.blendMode(mode.blendMode(in: FoundationColorScheme(environment)))
        }
    }
}

extension FoundationModifier {
    /// The font of `token`.
    public static func font(_ token: Theme.Font) -> FoundationModifier<FoundationModifierLibrary.FontModifier> {
        .init(.init(token: token))
    }

    /// The tint of `.dynamic(_:)` colours below.
    public static func tint(_ color: Theme.Color) -> FoundationModifier<FoundationModifierLibrary.TintModifier> {
        .init(.init(color: color))
    }

    /// The tint of `.dynamic(_:)` colours below, from a SwiftUI colour.
    public static func tintColor(_ color: Color) -> FoundationModifier<FoundationModifierLibrary.TintModifier> {
        .init(.init(color: .from(color: color)))
    }

    /// The named theme below (nil: the tokens' own values).
    public static func theme(_ theme: Theme?) -> FoundationModifier<FoundationModifierLibrary.ThemeModifier> {
        .init(.init(theme: theme))
    }

    /// Composites the content with `blendMode`.
    public static func blendMode(_ blendMode: BlendMode)
        -> FoundationModifier<FoundationModifierLibrary.BlendModeModifier>
    { .init(.init(mode: .basic(blendMode))) }

    /// Composites the content with a scheme-dependent blend mode (`.vibrant`).
    public static func blendMode(_ extendedBlendMode: DynamicColor.ExtendedBlendMode)
        -> FoundationModifier<FoundationModifierLibrary.BlendModeModifier>
    {
        .init(.init(mode: .extended(extendedBlendMode)))
    }
}
