/// A font weight on the OpenType 1…1000 scale, with the nine named weights of SwiftUI's
/// `Font.Weight` (ultraLight = 100 … black = 900).
public struct FontWeight: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The OpenType weight class (`usWeightClass`), 1…1000.
    public let value: Int

    /// Creates a weight, clamping `value` into 1…1000.
    public init(_ value: Int) { self.value = Swift.min(1000, Swift.max(1, value)) }

    /// 100.
    public static let ultraLight = FontWeight(100)
    /// 200.
    public static let thin = FontWeight(200)
    /// 300.
    public static let light = FontWeight(300)
    /// 400.
    public static let regular = FontWeight(400)
    /// 500.
    public static let medium = FontWeight(500)
    /// 600.
    public static let semibold = FontWeight(600)
    /// 700.
    public static let bold = FontWeight(700)
    /// 800.
    public static let heavy = FontWeight(800)
    /// 900.
    public static let black = FontWeight(900)

    /// The named weights in ascending order.
    public static let named: [FontWeight] = [
        .ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black,
    ]

    /// The SwiftUI name (`ultraLight`, `regular`, …) for the nine named weights, else the number.
    public var description: String {
        switch value {
        case 100: return "ultraLight"
        case 200: return "thin"
        case 300: return "light"
        case 400: return "regular"
        case 500: return "medium"
        case 600: return "semibold"
        case 700: return "bold"
        case 800: return "heavy"
        case 900: return "black"
        default: return String(value)
        }
    }

    /// Orders by weight value.
    public static func < (a: FontWeight, b: FontWeight) -> Bool { a.value < b.value }
}
