extension Theme {
    /// A colour token: a `DynamicColor` (a value per scheme), or a step of the scale generated from
    /// the environment's tint (`.dynamic(.fill)`), with the changes made to it since, an optional
    /// pinned scheme and a blend mode.
    ///
    /// ```swift
    /// extension Theme.Color {
    ///     static let regular = Theme.Color(light: .init(grayscale: 0.8), dark: .init(grayscale: 0.6))
    /// }
    /// view.foundation(.background(.regular.brightness(0.9)))
    /// view.foundation(.background(.dynamic(.fill))).foundation(.tint(.blue))
    /// ```
    public struct Color: AdjustableByEnvironment, ShapeStyle {
        /// The colour (for a tint step: the step of `.primary`, what it draws without a tint).
        public var color: DynamicColor
        /// Computes the token to use in an environment, or nil to keep this one.
        public var environmentAdjustment: EnvironmentAdjustment?
        /// For a tint step: the step, applied to the environment's tint when drawn.
        var variant: Variant?
        /// The changes made since the colour was made, re-applied to a tint step's colour.
        var changes: [@Sendable (ColorComponents) -> ColorComponents] = []
        /// The scheme every scheme draws, when pinned.
        var pinnedScheme: FoundationColorScheme?

        /// A token drawing `color`.
        public init(color: DynamicColor) {
            self.color = color
            environmentAdjustment = nil
        }

        /// A colour per scheme; the accessible values default to the light and dark ones.
        public init(
            light: ColorComponents, dark: ColorComponents, lightAccessible: ColorComponents? = nil,
            darkAccessible: ColorComponents? = nil
        ) {
            self.init(
                color: DynamicColor(
                    light: light, dark: dark, lightAccessible: lightAccessible, darkAccessible: darkAccessible))
        }

        /// The same colour in every scheme.
        public init(_ universal: ColorComponents) { self.init(color: DynamicColor(universal)) }

        /// `color` sampled in each of the four schemes.
        public static func from(color: ProofUI.Color) -> Theme.Color { Theme.Color(color: .from(color: color)) }

        /// The `variant` step of the scale generated from the environment's tint
        /// (`.foundation(.tint(_:))`, `.primary` without one).
        public static func dynamic(_ variant: Variant) -> Theme.Color {
            var token = Theme.Color.primary.variant(variant)
            token.variant = variant
            return token
        }

        /// The `variant` step generated from this colour.
        public func variant(_ variant: Variant) -> Theme.Color {
            var copy = self
            copy.color = variant.adjust(color)
            copy.changes = []
            return copy
        }

        /// The dynamic colour drawn in `environment`: a tint step recomputed from the environment's
        /// tint with the changes made since, and the pinned scheme.
        public func resolveDynamicColor(in environment: EnvironmentValues) -> DynamicColor {
            let token = adjusted(in: environment)
            var result = token.color
            if let variant = token.variant {
                let tint = environment.dynamicTint.adjusted(in: environment)
                // A tint that is itself a step is taken from `.primary`.
                var plain = environment
                plain.dynamicTint = .primary
                var stepped = variant.adjust(tint.resolveDynamicColor(in: plain))
                for change in token.changes { stepped = stepped.map(change) }
                stepped.blend = token.color.blend
                result = stepped
            }
            if let pinned = token.pinnedScheme { result = result.colorScheme(pinned) }
            return result
        }

        /// The colour drawn in `environment`: its scheme's value with the blend mode's opacity.
        public func resolveColor(in environment: EnvironmentValues) -> ProofUI.Color {
            resolveDynamicColor(in: environment).resolveColor(in: environment)
        }

        /// The blend mode drawn in `environment`.
        func blendMode(in environment: EnvironmentValues) -> BlendMode {
            resolveDynamicColor(in: environment).blendMode(in: FoundationColorScheme(environment))
        }

        /// Draws the colour of the environment's scheme.
        public func _resolvePaint(in environment: EnvironmentValues, bounds: CGRect) -> ResolvedPaint {
            resolveColor(in: environment)._resolvePaint(in: environment, bounds: bounds)
        }

        // MARK: Modifiers

        func changed(_ change: @escaping @Sendable (ColorComponents) -> ColorComponents) -> Theme.Color {
            var copy = self
            copy.color = color.map(change)
            copy.changes.append(change)
            return copy
        }

        /// Hue multiplied by, or set to, `value`.
        public func hue(_ value: CGFloat, method: ColorComponents.AdjustMethod = .multiply) -> Theme.Color {
            changed { $0.hue(value, method: method) }
        }
        /// Saturation multiplied by, or set to, `value`.
        public func saturation(_ value: CGFloat, method: ColorComponents.AdjustMethod = .multiply) -> Theme.Color {
            changed { $0.saturation(value, method: method) }
        }
        /// Brightness multiplied by, or set to, `value`.
        public func brightness(_ value: CGFloat, method: ColorComponents.AdjustMethod = .multiply) -> Theme.Color {
            changed { $0.brightness(value, method: method) }
        }
        /// Opacity multiplied by, or set to, `value`.
        public func opacity(_ value: CGFloat, method: ColorComponents.AdjustMethod = .multiply) -> Theme.Color {
            changed { $0.opacity(value, method: method) }
        }
        /// Hue changed by a value computed from the colour it applies to.
        public func hue(
            dynamic value: @escaping ColorComponents.ConditionalValue, method: ColorComponents.AdjustMethod = .multiply
        ) -> Theme.Color { changed { $0.hue(dynamic: value, method: method) } }
        /// Saturation changed by a value computed from the colour it applies to.
        public func saturation(
            dynamic value: @escaping ColorComponents.ConditionalValue, method: ColorComponents.AdjustMethod = .multiply
        ) -> Theme.Color { changed { $0.saturation(dynamic: value, method: method) } }
        /// Brightness changed by a value computed from the colour it applies to.
        public func brightness(
            dynamic value: @escaping ColorComponents.ConditionalValue, method: ColorComponents.AdjustMethod = .multiply
        ) -> Theme.Color { changed { $0.brightness(dynamic: value, method: method) } }
        /// Opacity changed by a value computed from the colour it applies to.
        public func opacity(
            dynamic value: @escaping ColorComponents.ConditionalValue, method: ColorComponents.AdjustMethod = .multiply
        ) -> Theme.Color { changed { $0.opacity(dynamic: value, method: method) } }

        /// The colour of `colorScheme` in every scheme (also for a tint step, after it is computed).
        public func colorScheme(_ colorScheme: FoundationColorScheme) -> Theme.Color {
            var copy = self
            copy.pinnedScheme = colorScheme
            return copy
        }

        /// The colour blended with `mode`.
        public func blendMode(_ mode: BlendMode) -> Theme.Color {
            var copy = self
            copy.color = color.blendMode(mode)
            return copy
        }

        /// The colour blended with a scheme-dependent mode (`.vibrant`).
        public func blendMode(_ mode: DynamicColor.ExtendedBlendMode) -> Theme.Color {
            var copy = self
            copy.color = color.blendMode(mode)
            return copy
        }

        // MARK: Built-in colours

        /// Clear.
        public static let clear = Theme.Color(ColorComponents(grayscale: 0, opacity: 0))
        /// Black in every scheme.
        public static let black = Theme.Color(ColorComponents(grayscale: 0))
        /// White in every scheme.
        public static let white = Theme.Color(ColorComponents(grayscale: 1))
        /// Mid grey in every scheme.
        public static let gray = Theme.Color(ColorComponents(grayscale: 0.5))
        /// The default tint: grey 0.5 in light schemes, 0.57 in dark ones.
        public static let primary = Theme.Color(
            light: ColorComponents(grayscale: 0.5), dark: ColorComponents(grayscale: 0.57))
        /// System blue: #007AFF light, #0A84FF dark.
        public static let blue = Theme.Color(
            light: ColorComponents(red8bit: 0, green: 122, blue: 255),
            dark: ColorComponents(red8bit: 10, green: 132, blue: 255))
        /// System orange: #FF9500 light, #FF9F0A dark.
        public static let orange = Theme.Color(
            light: ColorComponents(red8bit: 255, green: 149, blue: 0),
            dark: ColorComponents(red8bit: 255, green: 159, blue: 10))
        /// System red: #FF3B30 light, #FF453A dark.
        public static let red = Theme.Color(
            light: ColorComponents(red8bit: 255, green: 59, blue: 48),
            dark: ColorComponents(red8bit: 255, green: 69, blue: 58))
    }
}

private struct DynamicTintKey: EnvironmentKey {
    static let defaultValue = Theme.Color.primary
}

extension EnvironmentValues {
    /// The tint `Theme.Color.dynamic(_:)` steps are generated from (set by `.foundation(.tint(_:))`).
    public var dynamicTint: Theme.Color {
        get { self[DynamicTintKey.self] }
        set { self[DynamicTintKey.self] = newValue }
    }
}
