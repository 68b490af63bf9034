extension Theme.Color {
    /// A step of the 15-step scale generated from one tint (in the style of Radix's colour scales):
    /// background, border, fill, solid and text, each subtle, plain and prominent. A plain step sets
    /// the brightness (a value for saturated tints, another for greys) and scales the saturation per
    /// scheme; subtle and prominent scale their plain step. `solid` is the tint itself.
    /// Increase Contrast schemes use the light and dark values.
    public struct Variant: Sendable {
        /// The colour type a step transforms.
        public typealias ColorValue = DynamicColor
        /// A change of one scheme's components.
        public typealias ComponentAdjust = @Sendable (ColorValue.Components) -> ColorValue.Components

        /// The step applied to a source colour.
        public let adjust: @Sendable (ColorValue) -> ColorValue

        /// A step computed by `adjust`.
        public init(adjust: @escaping @Sendable (ColorValue) -> ColorValue) { self.adjust = adjust }

        /// A step changing each scheme's components by `adjust` and the scheme.
        init(_ adjust: @escaping @Sendable (ColorComponents, FoundationColorScheme) -> ColorComponents) {
            self.init { color in color.mapSchemes(adjust) }
        }

        /// A step changing the source's components with one function per scheme (the accessible ones
        /// default to the light and dark ones).
        public static func modifiedSource(
            light: @escaping ComponentAdjust, dark: @escaping ComponentAdjust, lightAccessible: ComponentAdjust? = nil,
            darkAccessible: ComponentAdjust? = nil
        ) -> Variant {
            Variant { components, scheme in
                switch scheme {
                case .light: light(components)
                case .dark: dark(components)
                case .lightAccessible: (lightAccessible ?? light)(components)
                case .darkAccessible: (darkAccessible ?? dark)(components)
                }
            }
        }

        /// A step changing the source's components the same way in every scheme.
        public static func modifiedSource(_ adjust: @escaping ComponentAdjust) -> Variant {
            modifiedSource(light: adjust, dark: adjust)
        }

        /// A plain step: brightness `light` / `dark` (saturated tint, grey), saturation × per scheme.
        static func base(
            light: (saturated: CGFloat, gray: CGFloat, saturation: CGFloat),
            dark: (saturated: CGFloat, gray: CGFloat, saturation: CGFloat)
        ) -> Variant {
            Variant { tint, scheme in
                let step = scheme.colorScheme == .dark ? dark : light
                return tint.brightness(tint.isSaturated ? step.saturated : step.gray, method: .override)
                    .saturation(step.saturation)
            }
        }

        /// `base` then brightness × and saturation × per scheme.
        static func derived(
            _ base: Variant, light: (brightness: CGFloat, saturation: CGFloat),
            dark: (brightness: CGFloat, saturation: CGFloat)
        ) -> Variant {
            Variant { tint, scheme in
                let step = scheme.colorScheme == .dark ? dark : light
                return base.adjustComponents(tint, scheme).brightness(step.brightness).saturation(step.saturation)
            }
        }

        /// The page background, lightest (darkest in dark).
        public static let backgroundSubtle = base(light: (0.99, 0.99, 0.01), dark: (0.07, 0.05, 0.4))
        /// A background.
        public static let background = base(light: (0.99, 0.98, 0.02), dark: (0.11, 0.08, 0.4))
        /// A raised background.
        public static let backgroundProminent = base(light: (0.99, 0.97, 0.04), dark: (0.14, 0.11, 0.4))
        /// A border.
        public static let border = base(light: (0.90, 0.86, 0.1), dark: (0.22, 0.20, 0.2))
        /// A quieter border.
        public static let borderSubtle = derived(border, light: (1.07, 0.5), dark: (0.82, 0.9))
        /// A stronger border.
        public static let borderProminent = derived(border, light: (0.9, 1.2), dark: (1.5, 1))
        /// A component fill.
        public static let fill = base(light: (0.94, 0.80, 0.35), dark: (0.49, 0.38, 0.6))
        /// A quieter fill.
        public static let fillSubtle = derived(fill, light: (1.05, 0.7), dark: (0.75, 0.8))
        /// A stronger fill.
        public static let fillProminent = derived(fill, light: (0.92, 1.25), dark: (1.3, 1.2))
        /// The tint itself.
        public static let solid = Variant { tint, _ in tint }
        /// A lighter solid (darker in dark).
        public static let solidSubtle = derived(solid, light: (1.14, 0.9), dark: (0.8, 1.05))
        /// A deeper solid (brighter in dark).
        public static let solidProminent = derived(solid, light: (0.86, 0.98), dark: (1.2, 0.94))
        /// Secondary text.
        public static let textSubtle = base(light: (0.65, 0.60, 0.3), dark: (0.6, 0.6, 0.35))
        /// Text.
        public static let text = base(light: (0.50, 0.24, 0.95), dark: (0.97, 0.95, 0.2))
        /// Emphasised text.
        public static let textProminent = derived(text, light: (0.5, 1), dark: (1.2, 1))

        /// One scheme's step of `components`.
        func adjustComponents(_ components: ColorComponents, _ scheme: FoundationColorScheme) -> ColorComponents {
            adjust(DynamicColor(components)).resolveComponents(in: scheme)
        }

        /// The 15 steps in order, named.
        public static let all: [(name: String, variant: Variant)] = [
            ("backgroundSubtle", backgroundSubtle), ("background", background),
            ("backgroundProminent", backgroundProminent), ("borderSubtle", borderSubtle), ("border", border),
            ("borderProminent", borderProminent), ("fillSubtle", fillSubtle), ("fill", fill),
            ("fillProminent", fillProminent), ("solidSubtle", solidSubtle), ("solid", solid),
            ("solidProminent", solidProminent), ("textSubtle", textSubtle), ("text", text),
            ("textProminent", textProminent),
        ]
    }
}
