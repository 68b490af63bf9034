import Foundation

/// One colour as hue, saturation, brightness and opacity (each 0–1), built from any colour model:
/// HSB, RGB (0–1 or 8-bit), grayscale, hexadecimal, OKLCH, or a SwiftUI `Color` in a scheme.
///
/// ```swift
/// ColorComponents(hue: 0.58, saturation: 1, brightness: 1)
/// ColorComponents(hex: "#007AFF")
/// ColorComponents(grayscale: 0.8)
/// ColorComponents.oklch(lightness: 0.62, chroma: 0.2, hue: 255)
/// ```
///
/// Where we differ from FoundationUI: the components are stored as they are (FoundationUI rounds hue
/// to whole degrees and the rest to whole percents), the RGB ↔ HSB conversion is our own formula (no
/// platform colour classes), a malformed hexadecimal code makes a colour that fails the render with
/// `RenderError.invalidConfiguration` naming the code (FoundationUI draws black), and OKLCH is public,
/// with out-of-gamut colours brought into sRGB (see `oklch(lightness:chroma:hue:opacity:)`).
/// Adjustments are not clamped (brightness × 2 on 1 is 2), as in FoundationUI; drawing clamps.
public struct ColorComponents: Hashable, Sendable, ShapeStyle, CustomDebugStringConvertible {
    /// Hue, 0–1 (0 and 1 are red).
    public var hue: CGFloat
    /// Saturation, 0–1.
    public var saturation: CGFloat
    /// Brightness (HSB value), 0–1.
    public var brightness: CGFloat
    /// Opacity, 0–1.
    public var opacity: CGFloat
    /// Why the colour cannot be drawn, for a malformed source (nil for every valid colour).
    public private(set) var invalidity: ColorComponentsError?

    /// A colour from hue, saturation and brightness (0–1 each).
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, opacity: CGFloat = 1) {
        self.hue = hue
        self.saturation = saturation
        self.brightness = brightness
        self.opacity = opacity
        invalidity = nil
    }

    /// A colour from a hue in degrees (0–360) and saturation, brightness and opacity in percent
    /// (0–100).
    public init(hue360 hue: Int, saturation: Int, brightness: Int, opacity: Int = 100) {
        self.init(
            hue: CGFloat(hue) / 360, saturation: CGFloat(saturation) / 100, brightness: CGFloat(brightness) / 100,
            opacity: CGFloat(opacity) / 100)
    }

    /// A grey of `grayscale` brightness (0 black, 1 white).
    public init(grayscale: CGFloat, opacity: CGFloat = 1) {
        self.init(hue: 0, saturation: 0, brightness: grayscale, opacity: opacity)
    }

    /// A grey of `grayscale8bit`/255 brightness.
    public init(grayscale8bit: Int, opacity: CGFloat = 1) {
        self.init(grayscale: CGFloat(grayscale8bit) / 255, opacity: opacity)
    }

    /// A colour from sRGB components, 0–1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, opacity: CGFloat = 1) {
        let (h, s, b) = Self.hsb(red: red, green: green, blue: blue)
        self.init(hue: h, saturation: s, brightness: b, opacity: opacity)
    }

    /// A colour from 8-bit sRGB components and opacity, 0–255.
    public init(red8bit red: Int, green: Int, blue: Int, opacity: Int = 255) {
        self.init(
            red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255,
            opacity: CGFloat(opacity) / 255)
    }

    /// A colour from `#RGB`, `#RRGGBB` or `#RRGGBBAA` (the `#` optional, any case). Anything else
    /// makes a colour that fails the render naming the code; `init(validatingHex:)` throws instead.
    public init(hex: String) {
        do {
            try self.init(validatingHex: hex)
        } catch {
            self.init(grayscale: 0, opacity: 0)
            invalidity = error
        }
    }

    /// A colour from `#RGB`, `#RRGGBB` or `#RRGGBBAA` (the `#` optional, any case), or
    /// `ColorComponentsError.invalidHexadecimalCode`.
    public init(validatingHex hex: String) throws(ColorComponentsError) {
        var digits = Substring(hex)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        let values = digits.map { $0.hexDigitValue }
        guard [3, 6, 8].contains(values.count), let nibbles = values as? [Int] else {
            throw .invalidHexadecimalCode(hex)
        }
        let bytes: [Int] =
            nibbles.count == 3
            ? nibbles.map { $0 * 17 }
            : stride(from: 0, to: nibbles.count, by: 2).map { nibbles[$0] * 16 + nibbles[$0 + 1] }
        self.init(red8bit: bytes[0], green: bytes[1], blue: bytes[2], opacity: bytes.count == 4 ? bytes[3] : 255)
    }

    /// The colour of `color` in `colorScheme` (resolved with that scheme and its contrast).
    public init(color: Color, colorScheme: FoundationColorScheme) {
        let resolved = color.resolve(in: colorScheme.environmentValues())
        self.init(
            red: CGFloat(resolved.red), green: CGFloat(resolved.green), blue: CGFloat(resolved.blue),
            opacity: CGFloat(resolved.opacity))
    }

    /// `init(hex:)`.
    public static func hex(_ value: String) -> ColorComponents { ColorComponents(hex: value) }

    /// `init(color:colorScheme:)`.
    public static func color(_ color: Color, colorScheme: FoundationColorScheme) -> ColorComponents {
        ColorComponents(color: color, colorScheme: colorScheme)
    }

    /// Whether the colour has any saturation (false for greys): dynamic adjustments use it to treat
    /// greys apart.
    public var isSaturated: Bool { saturation > 0 }

    /// The sRGB components (0–1; components of adjusted values outside 0–1 are clamped first).
    public var rgb: (red: CGFloat, green: CGFloat, blue: CGFloat) {
        Self.rgb(hue: hue, saturation: min(max(saturation, 0), 1), brightness: min(max(brightness, 0), 1))
    }

    /// The sRGB components and opacity, 0–1.
    public func rgba() -> (red: CGFloat, green: CGFloat, blue: CGFloat, opacity: CGFloat) {
        let (r, g, b) = rgb
        return (r, g, b, min(max(opacity, 0), 1))
    }

    /// The sRGB components and opacity, 0–255 (rounded).
    public func rgba8() -> (red: Int, green: Int, blue: Int, opacity: Int) {
        let c = rgba()
        func byte(_ x: CGFloat) -> Int { Int((x * 255).rounded()) }
        return (byte(c.red), byte(c.green), byte(c.blue), byte(c.opacity))
    }

    /// `hsb(h, s, b, o)` with three decimals, or the reason a malformed colour cannot be drawn.
    public var debugDescription: String {
        if let invalidity { return "invalid(\(invalidity))" }
        func f(_ x: CGFloat) -> String { String(format: "%.3f", Double(x)) }
        return "hsb(\(f(hue)), \(f(saturation)), \(f(brightness)), \(f(opacity)))"
    }

    /// Draws the colour.
    public func _resolvePaint(in environment: EnvironmentValues, bounds: CGRect) -> ResolvedPaint {
        color._resolvePaint(in: environment, bounds: bounds)
    }

    /// The colour to draw: its sRGB components and opacity, or a colour that fails the render when
    /// the source was malformed.
    public var color: Color {
        if let invalidity { return .unavailable(component: "FoundationUI colour", reason: invalidity.description) }
        let (r, g, b) = rgb
        return Color(red: Double(r), green: Double(g), blue: Double(b), opacity: Double(min(max(opacity, 0), 1)))
    }

    // MARK: RGB ↔ HSB (the standard hexcone model)

    /// Hue, saturation and brightness of sRGB components (0–1).
    static func hsb(red: CGFloat, green: CGFloat, blue: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
        let r = min(max(red, 0), 1)
        let g = min(max(green, 0), 1)
        let b = min(max(blue, 0), 1)
        let maximum = max(r, g, b)
        let delta = maximum - min(r, g, b)
        let saturation = maximum == 0 ? 0 : delta / maximum
        guard delta > 0 else { return (0, saturation, maximum) }
        var hue: CGFloat
        if maximum == r {
            hue = (g - b) / delta
            if hue < 0 { hue += 6 }
        } else if maximum == g {
            hue = (b - r) / delta + 2
        } else {
            hue = (r - g) / delta + 4
        }
        return (hue / 6, saturation, maximum)
    }

    /// sRGB components (0–1) of a hue (any real: taken modulo 1), saturation and brightness.
    static func rgb(hue: CGFloat, saturation: CGFloat, brightness: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
        var h = hue - hue.rounded(.down)
        if h >= 1 { h = 0 }
        let sector = h * 6
        let index = Int(sector.rounded(.down))
        let f = sector - CGFloat(index)
        let v = brightness
        let p = v * (1 - saturation)
        let q = v * (1 - saturation * f)
        let t = v * (1 - saturation * (1 - f))
        switch index {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }
}
