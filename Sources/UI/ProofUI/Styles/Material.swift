import Raster

/// A background material: SwiftUI's `Material`, a `ShapeStyle` that blurs what is behind the
/// shape it fills and tints the blur (`.background(.regularMaterial)`,
/// `.background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12))`, `.fill(.ultraThinMaterial)`).
///
/// A filled shape draws a `backdropBlur` display item (the renderer blurs the pixels already
/// drawn under the shape, σ = radius / 2 as for shadows, open layers included) and then fills the
/// shape with the material's flat tint for the colour scheme. Strokes and text in a material draw
/// the tint alone.
///
/// Where the numbers come from: Apple publishes neither the blur radius nor the tint of its
/// materials (`UIBlurEffect.Style.systemUltraThinMaterial` … are private backdrop settings), so
/// these are chosen, not measured: white (light) and #1C1C1E, the dark secondary system background
/// (dark), at opacities rising from thin to thick as Apple's documentation orders the materials
/// ("mostly translucent" … "mostly opaque"), `.bar` at the navigation-bar chrome's well-known
/// #F9F9F9 / 94 %, and a blur heavy enough to lose detail as iOS's does, checked by eye in the
/// `ui-material-*` goldens:
///
/// | material | blur radius (pt) | light tint | dark tint |
/// | --- | --- | --- | --- |
/// | `.ultraThin` | 16 | white at 30 % | #1C1C1E at 35 % |
/// | `.thin` | 20 | white at 50 % | #1C1C1E at 55 % |
/// | `.regular` | 24 | white at 65 % | #1C1C1E at 70 % |
/// | `.thick` | 28 | white at 80 % | #1C1C1E at 82 % |
/// | `.ultraThick` | 32 | white at 92 % | #1C1C1E at 92 % |
/// | `.bar` | 24 | #F9F9F9 at 94 % | #1D1D1D at 94 % (the navigation and tab bar chrome) |
///
/// Where we differ: iOS also raises the saturation of the blurred backdrop and draws the labels on
/// a material with vibrancy (a blend that lets the backdrop's colour through); Proof blurs and
/// tints only, so the colours behind a material look slightly duller than on a device.
public struct Material: ShapeStyle, Hashable, Sendable {
    let name: String
    /// Blur radius in points.
    let blurRadius: CGFloat
    let light: Color
    let dark: Color

    /// A mostly translucent material.
    public static let ultraThin = Material(
        name: "ultraThin", blurRadius: 16, light: Color(hex: 0xFFFFFF, opacity: 0.3),
        dark: Color(hex: 0x1C1C1E, opacity: 0.35))
    /// A material more translucent than opaque.
    public static let thin = Material(
        name: "thin", blurRadius: 20, light: Color(hex: 0xFFFFFF, opacity: 0.5),
        dark: Color(hex: 0x1C1C1E, opacity: 0.55))
    /// A somewhat translucent material.
    public static let regular = Material(
        name: "regular", blurRadius: 24, light: Color(hex: 0xFFFFFF, opacity: 0.65),
        dark: Color(hex: 0x1C1C1E, opacity: 0.7))
    /// A material more opaque than translucent.
    public static let thick = Material(
        name: "thick", blurRadius: 28, light: Color(hex: 0xFFFFFF, opacity: 0.8),
        dark: Color(hex: 0x1C1C1E, opacity: 0.82))
    /// A mostly opaque material.
    public static let ultraThick = Material(
        name: "ultraThick", blurRadius: 32, light: Color(hex: 0xFFFFFF, opacity: 0.92),
        dark: Color(hex: 0x1C1C1E, opacity: 0.92))
    /// The material of bars: navigation bars, tab bars and toolbars.
    public static let bar = chrome
    /// `.bar`, under a name `ShapeStyle.bar` can return without ambiguity.
    static let chrome = Material(
        name: "bar", blurRadius: 24, light: Color(hex: 0xF9F9F9, opacity: 0.94),
        dark: Color(hex: 0x1D1D1D, opacity: 0.94))

    /// The tint for the environment's colour scheme, with the backdrop blur radius.
    public func _resolvePaint(in environment: EnvironmentValues, bounds: CGRect) -> ResolvedPaint {
        let tint = environment.colorScheme == .dark ? dark : light
        return ResolvedPaint(.solid(tint.resolve(in: environment).raster), backdropBlurRadius: blurRadius)
    }
}

extension ShapeStyle where Self == Material {
    /// A mostly translucent material.
    public static var ultraThinMaterial: Material { .ultraThin }
    /// A material more translucent than opaque.
    public static var thinMaterial: Material { .thin }
    /// A somewhat translucent material.
    public static var regularMaterial: Material { .regular }
    /// A material more opaque than translucent.
    public static var thickMaterial: Material { .thick }
    /// A mostly opaque material.
    public static var ultraThickMaterial: Material { .ultraThick }
    /// The material of bars.
    public static var bar: Material { Material.chrome }
}
