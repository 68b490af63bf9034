import Raster

/// A colour in sRGB, possibly different in light and dark appearance (system and design-system
/// colours resolve from the environment where they are drawn).
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// Components in sRGB, 0…1 (straight alpha).
    public struct Resolved: Hashable, Sendable {
        /// Red.
        public var red: Double
        /// Green.
        public var green: Double
        /// Blue.
        public var blue: Double
        /// Opacity.
        public var opacity: Double

        /// Components in sRGB.
        public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
            self.red = red
            self.green = green
            self.blue = blue
            self.opacity = opacity
        }

        /// `#RRGGBB` with the given opacity.
        public init(hex: UInt32, opacity: Double = 1) {
            self.init(
                red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
                blue: Double(hex & 0xFF) / 255,
                opacity: opacity)
        }

        var raster: Raster.Color { Raster.Color(red: red, green: green, blue: blue, alpha: opacity) }
    }

    enum Storage: Hashable, Sendable {
        case fixed(Resolved)
        /// Light, dark, and optional increased-contrast variants.
        case dynamic(light: Resolved, dark: Resolved, lightHighContrast: Resolved?, darkHighContrast: Resolved?)
        /// The environment's tint, system blue without one.
        case accent
        /// A colour registered under a name (`Color("name")`).
        case named(String)
        /// A colour a design system forbids here: drawing it fails the render (`Color.unavailable`).
        case unavailable(component: String, reason: String)
    }

    let storage: Storage
    let opacityFactor: Double

    init(storage: Storage, opacity: Double = 1) {
        self.storage = storage
        self.opacityFactor = opacity
    }

    /// A colour from sRGB components.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(storage: .fixed(Resolved(red: red, green: green, blue: blue, opacity: opacity)))
    }

    /// A colour space for colour initialisers; Proof draws in sRGB.
    public enum RGBColorSpace: Sendable {
        /// sRGB.
        case sRGB
        /// Linear sRGB (converted to sRGB).
        case sRGBLinear
        /// Display P3 (treated as sRGB; Proof has no wide gamut).
        case displayP3
    }

    /// A colour from components in `space`.
    public init(_ space: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        func encode(_ v: Double) -> Double { v <= 0.0031308 ? 12.92 * v : 1.055 * pow(v, 1 / 2.4) - 0.055 }
        if space == .sRGBLinear {
            self.init(red: encode(red), green: encode(green), blue: encode(blue), opacity: opacity)
        } else {
            self.init(red: red, green: green, blue: blue, opacity: opacity)
        }
    }

    /// A grey.
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    /// A colour different in light and dark appearance (and optionally in increased contrast).
    public init(light: Color, dark: Color, lightHighContrast: Color? = nil, darkHighContrast: Color? = nil) {
        // A forbidden part makes the whole colour forbidden instead of silently transparent.
        for part in [light, dark, lightHighContrast, darkHighContrast] {
            if let part, case .unavailable = part.storage {
                self = part
                return
            }
        }
        self.init(
            storage: .dynamic(
                light: light.resolve(in: EnvironmentValues()),
                dark: dark.resolve(
                    in: {
                        var e = EnvironmentValues()
                        e.colorScheme = .dark
                        return e
                    }()),
                lightHighContrast: lightHighContrast?.resolve(in: EnvironmentValues()),
                darkHighContrast: darkHighContrast?.resolve(
                    in: {
                        var e = EnvironmentValues()
                        e.colorScheme = .dark
                        return e
                    }())))
    }

    /// A colour registered with `ColorAssets.register(_:light:dark:)`, or a colour set of an asset
    /// catalog in `bundle` (read the first time a view names the bundle); drawing an unregistered
    /// name is a render error.
    public init(_ name: String, bundle: Bundle? = nil) {
        self.init(storage: .named(name))
        if let bundle { AssetCatalog.registerCatalogs(in: bundle) }
    }

    /// `#RRGGBB` (Proof extension).
    public init(hex: UInt32, opacity: Double = 1) { self.init(storage: .fixed(Resolved(hex: hex, opacity: opacity))) }

    /// A colour that must not be drawn (a design-system token forbidden for a brand, a missing theme):
    /// resolving it while rendering fails the render with `RenderError.invalidConfiguration(component:
    /// reason:)`; it draws nothing. Proof extension.
    public static func unavailable(component: String, reason: String) -> Color {
        Color(storage: .unavailable(component: component, reason: reason))
    }

    /// Whether this colour is one made by `unavailable(component:reason:)`.
    public var isUnavailable: Bool {
        if case .unavailable = storage { return true }
        return false
    }

    /// The same colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color { Color(storage: storage, opacity: opacityFactor * opacity) }

    /// The components in `environment` (scheme, contrast, tint).
    public func resolve(in environment: EnvironmentValues) -> Resolved {
        var r: Resolved
        switch storage {
        case .fixed(let c): r = c
        case .dynamic(let light, let dark, let lightHC, let darkHC):
            let high = environment.colorSchemeContrast == .increased
            r = environment.colorScheme == .dark ? (high ? darkHC ?? dark : dark) : (high ? lightHC ?? light : light)
        case .accent: r = (environment.tint ?? Color.blue).resolve(in: environment)
        case .named(let name):
            if let c = ColorAssets.shared.color(named: name) {
                r = c.resolve(in: environment)
            } else {
                environment.diagnostics?.report(.missingColor(name))
                r = Resolved(red: 0, green: 0, blue: 0, opacity: 0)
            }
        case .unavailable(let component, let reason):
            environment.reportInvalidConfiguration(component: component, reason: reason)
            r = Resolved(red: 0, green: 0, blue: 0, opacity: 0)
        }
        r.opacity *= opacityFactor
        return r
    }

    /// For display lists and messages.
    public var description: String {
        switch storage {
        case .fixed(let c): return Self.describe(c, opacityFactor)
        case .dynamic(let l, let d, _, _):
            return "dynamic(light: \(Self.describe(l, opacityFactor)), dark: \(Self.describe(d, opacityFactor)))"
        case .accent: return "accentColor"
        case .named(let n): return "named(\(n))"
        case .unavailable(let c, _): return "unavailable(\(c))"
        }
    }

    static func describe(_ c: Resolved, _ factor: Double = 1) -> String {
        func b(_ v: Double) -> String { String(format: "%02X", Int((min(1, max(0, v)) * 255).rounded())) }
        return "#\(b(c.red))\(b(c.green))\(b(c.blue))\(c.opacity * factor < 1 ? b(c.opacity * factor) : "")"
    }

    static func system(_ light: UInt32, _ dark: UInt32) -> Color {
        Color(
            storage: .dynamic(
                light: Resolved(hex: light), dark: Resolved(hex: dark), lightHighContrast: nil, darkHighContrast: nil))
    }
}

extension Color {
    /// Black.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// White.
    public static let white = Color(red: 1, green: 1, blue: 1)
    /// Fully transparent.
    public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
    /// iOS system red.
    public static let red = system(0xFF3B30, 0xFF453A)
    /// iOS system orange.
    public static let orange = system(0xFF9500, 0xFF9F0A)
    /// iOS system yellow.
    public static let yellow = system(0xFFCC00, 0xFFD60A)
    /// iOS system green.
    public static let green = system(0x34C759, 0x30D158)
    /// iOS system mint.
    public static let mint = system(0x00C7BE, 0x63E6E2)
    /// iOS system teal.
    public static let teal = system(0x30B0C7, 0x40C8E0)
    /// iOS system cyan.
    public static let cyan = system(0x32ADE6, 0x64D2FF)
    /// iOS system blue.
    public static let blue = system(0x007AFF, 0x0A84FF)
    /// iOS system indigo.
    public static let indigo = system(0x5856D6, 0x5E5CE6)
    /// iOS system purple.
    public static let purple = system(0xAF52DE, 0xBF5AF2)
    /// iOS system pink.
    public static let pink = system(0xFF2D55, 0xFF375F)
    /// iOS system brown.
    public static let brown = system(0xA2845E, 0xAC8E68)
    /// iOS system gray.
    public static let gray = system(0x8E8E93, 0x8E8E93)
    /// Primary label colour: black in light, white in dark.
    public static let primary = system(0x000000, 0xFFFFFF)
    /// Secondary label colour (60 % grey-blue in light, 60 % light grey in dark).
    public static let secondary = Color(
        storage: .dynamic(
            light: Resolved(hex: 0x3C3C43, opacity: 0.6), dark: Resolved(hex: 0xEBEBF5, opacity: 0.6),
            lightHighContrast: nil,
            darkHighContrast: nil))
    // swift-format-ignore: DontRepeatTypeInStaticProperties
    /// The accent colour: the environment's tint, else system blue.
    public static let accentColor = Color(storage: .accent)
}
