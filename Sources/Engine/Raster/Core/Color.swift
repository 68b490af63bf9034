/// A colour with straight (not premultiplied) sRGB-encoded components in 0...1.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// Red, green and blue, sRGB-encoded.
    public var red: Double, green: Double, blue: Double
    /// Opacity.
    public var alpha: Double

    /// Creates a colour from sRGB components in 0...1 (values outside are clamped when drawn).
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Creates a colour from a 24-bit `0xRRGGBB` value and an opacity.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255, alpha: alpha)
    }

    /// Creates a colour from 8-bit straight components.
    public init(r8: UInt8, g8: UInt8, b8: UInt8, a8: UInt8 = 255) {
        self.init(red: Double(r8) / 255, green: Double(g8) / 255, blue: Double(b8) / 255, alpha: Double(a8) / 255)
    }

    /// The same colour with its opacity multiplied by `factor`.
    public func opacity(_ factor: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha * factor)
    }

    /// Opaque black.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = Color(red: 1, green: 1, blue: 1)
    /// Fully transparent.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)

    /// Whether every component is a finite number.
    public var isFinite: Bool { red.isFinite && green.isFinite && blue.isFinite && alpha.isFinite }

    /// Premultiplied 8-bit components (r, g, b, a), each rounded once from the exact product.
    var premultiplied8: (UInt8, UInt8, UInt8, UInt8) {
        func q(_ v: Double) -> UInt8 { UInt8((Swift.min(1, Swift.max(0, v.isNaN ? 0 : v)) * 255).rounded()) }
        let a = Swift.min(1, Swift.max(0, alpha.isNaN ? 0 : alpha))
        return (q(red * a), q(green * a), q(blue * a), q(a))
    }

    /// Text form "#RRGGBBAA".
    public var description: String {
        func h(_ v: Double) -> String {
            let i = Int((Swift.min(1, Swift.max(0, v)) * 255).rounded())
            return String(i, radix: 16, uppercase: true).leftPadded(2)
        }
        return "#" + h(red) + h(green) + h(blue) + h(alpha)
    }
}

extension String {
    fileprivate func leftPadded(_ n: Int) -> String {
        count >= n ? self : String(repeating: "0", count: n - count) + self
    }
}
