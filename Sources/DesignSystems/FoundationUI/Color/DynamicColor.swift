/// A colour with a value for each of the four schemes (light, dark, and both with Increase
/// Contrast) and a blend mode; a `ShapeStyle` that draws the value of the scheme it is drawn in.
///
/// ```swift
/// DynamicColor(light: .init(grayscale: 0.8), dark: .init(grayscale: 0.6)).brightness(0.9)
/// ```
public struct DynamicColor: Hashable, Sendable, ShapeStyle, CustomDebugStringConvertible {
    /// The colour type of each scheme's value.
    public typealias Components = ColorComponents

    /// A blend mode that depends on the scheme.
    public enum ExtendedBlendMode: Hashable, Sendable {
        /// Light: plus-darker with the opacity × 0.8; dark: plus-lighter with the opacity × 0.65; with
        /// Increase Contrast: normal blending, opacity unchanged.
        case vibrant
    }

    /// How a colour blends: one SwiftUI mode, or a scheme-dependent one.
    enum Blend: Hashable, Sendable {
        case basic(BlendMode)
        case extended(ExtendedBlendMode)

        func blendMode(in scheme: FoundationColorScheme) -> BlendMode {
            switch self {
            case .basic(let mode): mode
            case .extended(.vibrant):
                switch scheme {
                case .light: .plusDarker
                case .dark: .plusLighter
                case .lightAccessible, .darkAccessible: .normal
                }
            }
        }

        func opacityFactor(in scheme: FoundationColorScheme) -> CGFloat {
            guard case .extended(.vibrant) = self else { return 1 }
            switch scheme {
            case .light: return 0.8
            case .dark: return 0.65
            case .lightAccessible, .darkAccessible: return 1
            }
        }
    }

    /// Light, standard contrast.
    public private(set) var light: Components
    /// Dark, standard contrast.
    public private(set) var dark: Components
    /// Light with Increase Contrast.
    public private(set) var lightAccessible: Components
    /// Dark with Increase Contrast.
    public private(set) var darkAccessible: Components
    var blend: Blend = .basic(.normal)

    /// A colour per scheme; the accessible values default to the light and dark ones.
    public init(
        light: Components, dark: Components, lightAccessible: Components? = nil, darkAccessible: Components? = nil
    ) {
        self.light = light
        self.dark = dark
        self.lightAccessible = lightAccessible ?? light
        self.darkAccessible = darkAccessible ?? dark
    }

    /// The same colour in every scheme.
    public init(_ universal: Components) {
        self.init(light: universal, dark: universal)
    }

    /// `color` sampled in each of the four schemes.
    public static func from(color: Color) -> DynamicColor {
        DynamicColor(
            light: Components(color: color, colorScheme: .light), dark: Components(color: color, colorScheme: .dark),
            lightAccessible: Components(color: color, colorScheme: .lightAccessible),
            darkAccessible: Components(color: color, colorScheme: .darkAccessible))
    }

    /// The value for `colorScheme` (before the blend mode's opacity factor).
    public func resolveComponents(in colorScheme: FoundationColorScheme) -> Components {
        switch colorScheme {
        case .light: light
        case .dark: dark
        case .lightAccessible: lightAccessible
        case .darkAccessible: darkAccessible
        }
    }

    /// The colour drawn in `environment`'s scheme, with the blend mode's opacity factor.
    public func resolveColor(in environment: EnvironmentValues) -> Color {
        color(in: FoundationColorScheme(environment))
    }

    /// The colour drawn in `scheme`.
    func color(in scheme: FoundationColorScheme) -> Color {
        resolveComponents(in: scheme).opacity(blend.opacityFactor(in: scheme)).color
    }

    /// The blend mode drawn in `scheme`.
    func blendMode(in scheme: FoundationColorScheme) -> BlendMode { blend.blendMode(in: scheme) }

    /// Every value passed through `transform`.
    func map(_ transform: (Components) -> Components) -> DynamicColor { mapSchemes { c, _ in transform(c) } }

    /// A value per scheme computed by `transform`.
    func mapSchemes(_ transform: (Components, FoundationColorScheme) -> Components) -> DynamicColor {
        var copy = self
        copy.light = transform(light, .light)
        copy.dark = transform(dark, .dark)
        copy.lightAccessible = transform(lightAccessible, .lightAccessible)
        copy.darkAccessible = transform(darkAccessible, .darkAccessible)
        return copy
    }

    /// The value of `colorScheme` in every scheme (text that must always look as in the dark scheme).
    public func colorScheme(_ colorScheme: FoundationColorScheme) -> DynamicColor {
        let pinned = resolveComponents(in: colorScheme)
        return map { _ in pinned }
    }

    /// The colour blended with `blendMode` in every scheme.
    public func blendMode(_ blendMode: BlendMode) -> DynamicColor {
        var copy = self
        copy.blend = .basic(blendMode)
        return copy
    }

    /// The colour blended with a scheme-dependent mode (`.vibrant`).
    public func blendMode(_ blendMode: ExtendedBlendMode) -> DynamicColor {
        var copy = self
        copy.blend = .extended(blendMode)
        return copy
    }

    /// Hue multiplied by, or set to, `value`, in every scheme.
    public func hue(_ value: CGFloat, method: Components.AdjustMethod = .multiply) -> DynamicColor {
        map { $0.hue(value, method: method) }
    }
    /// Hue changed by a value computed from each scheme's colour.
    public func hue(dynamic value: @escaping Components.ConditionalValue, method: Components.AdjustMethod = .multiply)
        -> DynamicColor
    { map { $0.hue(dynamic: value, method: method) } }
    /// Saturation multiplied by, or set to, `value`, in every scheme.
    public func saturation(_ value: CGFloat, method: Components.AdjustMethod = .multiply) -> DynamicColor {
        map { $0.saturation(value, method: method) }
    }
    /// Saturation changed by a value computed from each scheme's colour.
    public func saturation(
        dynamic value: @escaping Components.ConditionalValue, method: Components.AdjustMethod = .multiply
    ) -> DynamicColor { map { $0.saturation(dynamic: value, method: method) } }
    /// Brightness multiplied by, or set to, `value`, in every scheme.
    public func brightness(_ value: CGFloat, method: Components.AdjustMethod = .multiply) -> DynamicColor {
        map { $0.brightness(value, method: method) }
    }
    /// Brightness changed by a value computed from each scheme's colour.
    public func brightness(
        dynamic value: @escaping Components.ConditionalValue, method: Components.AdjustMethod = .multiply
    ) -> DynamicColor { map { $0.brightness(dynamic: value, method: method) } }
    /// Opacity multiplied by, or set to, `value`, in every scheme.
    public func opacity(_ value: CGFloat, method: Components.AdjustMethod = .multiply) -> DynamicColor {
        map { $0.opacity(value, method: method) }
    }
    /// Opacity changed by a value computed from each scheme's colour.
    public func opacity(
        dynamic value: @escaping Components.ConditionalValue, method: Components.AdjustMethod = .multiply
    ) -> DynamicColor { map { $0.opacity(dynamic: value, method: method) } }

    /// The four values.
    public var debugDescription: String {
        "DynamicColor(light: \(light.debugDescription), dark: \(dark.debugDescription), "
            + "lightAccessible: \(lightAccessible.debugDescription), "
            + "darkAccessible: \(darkAccessible.debugDescription))"
    }

    /// Draws the value of the environment's scheme. (The blend mode applies where a FoundationUI
    /// modifier draws the colour: `.foundation(.background(…))` and the others; a plain fill draws
    /// it with normal blending.)
    public func _resolvePaint(in environment: EnvironmentValues, bounds: CGRect) -> ResolvedPaint {
        resolveColor(in: environment)._resolvePaint(in: environment, bounds: bounds)
    }
}
