import ProofUI

/// A colour, fixed or resolved from a trait collection (UIKit's `UIColor`).
///
/// System colours keep ProofUI's light and dark values (`Color.blue` …) and add the increased-
/// contrast values of Apple's Human Interface Guidelines (iOS 13–18 table). `Color(uiColor:)`
/// draws a UIColor in SwiftUI views; a dynamic provider is evaluated for light, dark and both
/// increased-contrast trait collections, the traits a ProofUI colour varies with.
/// Where we differ: a struct, not an `NSObject` subclass; the provider must be `@Sendable`.
public struct UIColor: Sendable, CustomStringConvertible {
    enum Storage: Sendable {
        case color(Color)
        case provider(@Sendable (UITraitCollection) -> UIColor)
    }
    let storage: Storage

    init(_ storage: Storage) { self.storage = storage }

    /// A colour from sRGB components in 0…1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        storage = .color(Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha)))
    }

    /// A grey: `white` 0 is black, 1 is white.
    public init(white: CGFloat, alpha: CGFloat) {
        storage = .color(Color(white: Double(white), opacity: Double(alpha)))
    }

    /// A colour from hue, saturation and brightness in 0…1 (HSB, as UIKit).
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6
        let c = brightness * saturation
        let x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
        let (r, g, b): (CGFloat, CGFloat, CGFloat) =
            switch Int(h) {
            case 0: (c, x, 0)
            case 1: (x, c, 0)
            case 2: (0, c, x)
            case 3: (0, x, c)
            case 4: (x, 0, c)
            default: (c, 0, x)
            }
        let m = brightness - c
        self.init(red: r + m, green: g + m, blue: b + m, alpha: alpha)
    }

    /// A colour that `dynamicProvider` chooses for each trait collection it is resolved with.
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        storage = .provider(dynamicProvider)
    }

    /// The UIKit colour of a SwiftUI colour (dynamic colours stay dynamic).
    public init(_ color: Color) { storage = .color(color) }

    /// The colour registered under `name` in ProofUI's colour assets (`ColorAssets.shared`), or nil.
    public init?(named name: String) {
        guard let color = ColorAssets.shared.color(named: name) else { return nil }
        storage = .color(color)
    }

    /// The colour registered under `name`, after reading `bundle`'s asset catalogs (once) as
    /// `Color(_:bundle:)` does; `traitCollection` is accepted for source compatibility (the colour
    /// is resolved when drawn).
    public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        if let bundle { AssetCatalog.registerCatalogs(in: bundle) }
        self.init(named: name)
    }

    /// The fixed colour for `traitCollection`.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        switch storage {
        case .color(let color):
            let r = color.resolve(in: traitCollection.environment)
            return UIColor(.color(Color(red: r.red, green: r.green, blue: r.blue, opacity: r.opacity)))
        case .provider(let provide): return provide(traitCollection).resolvedColor(with: traitCollection)
        }
    }

    /// The sRGB components for `traitCollection`.
    func components(_ traitCollection: UITraitCollection) -> Color.Resolved {
        switch storage {
        case .color(let color): color.resolve(in: traitCollection.environment)
        case .provider(let provide): provide(traitCollection).components(traitCollection)
        }
    }

    /// Writes the components in the current traits (`UITraitCollection.current`, light) and
    /// returns true, as UIKit does for colours in an RGB space.
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let c = components(.current)
        red?.pointee = CGFloat(c.red)
        green?.pointee = CGFloat(c.green)
        blue?.pointee = CGFloat(c.blue)
        alpha?.pointee = CGFloat(c.opacity)
        return true
    }

    /// Writes the grey level (the mean of the components) and alpha, and returns true.
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = components(.current)
        white?.pointee = CGFloat((c.red + c.green + c.blue) / 3)
        alpha?.pointee = CGFloat(c.opacity)
        return true
    }

    /// The same colour with alpha `alpha` (in every appearance).
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor { traits in
            let c = self.components(traits)
            return UIColor(red: c.red, green: c.green, blue: c.blue, alpha: alpha)
        }
    }

    /// The colour as SwiftUI draws it.
    var color: Color {
        switch storage {
        case .color(let color): return color
        case .provider:
            func traits(_ style: UIUserInterfaceStyle, _ contrast: UIAccessibilityContrast) -> Color {
                var t = UITraitCollection.current
                t.userInterfaceStyle = style
                t.accessibilityContrast = contrast
                let c = components(t)
                return Color(red: c.red, green: c.green, blue: c.blue, opacity: c.opacity)
            }
            return Color(
                light: traits(.light, .normal), dark: traits(.dark, .normal),
                lightHighContrast: traits(.light, .high), darkHighContrast: traits(.dark, .high))
        }
    }

    /// The colour's light (and dark) components.
    public var description: String { "UIColor(\(color))" }
}

extension Color {
    /// The SwiftUI colour of a UIKit colour (a dynamic one resolves per scheme and contrast).
    public init(uiColor: UIColor) { self = uiColor.color }
    /// The SwiftUI colour of a UIKit colour.
    public init(_ uiColor: UIColor) { self = uiColor.color }
}
