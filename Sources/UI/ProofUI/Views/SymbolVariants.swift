/// A variant of SF Symbols (`.fill`, `.circle`, `.slash`, …): SwiftUI's `SymbolVariants`, set with
/// `.symbolVariant(_:)` and read with `@Environment(\.symbolVariants)`.
///
/// `Image(systemName:)` inside draws the variant's symbol when the symbol table knows it
/// (`heart` with `.fill` draws `heart.fill`), else the symbol as named, as SwiftUI falls back to it.
public struct SymbolVariants: Hashable, Sendable {
    enum Shape: String, Hashable, Sendable {
        case circle, square, rectangle
    }
    var shape: Shape?
    var isFilled = false
    var isSlashed = false

    /// No variant.
    public static let none = SymbolVariants()
    /// Enclosed in a circle.
    public static let circle = SymbolVariants(shape: .circle)
    /// Enclosed in a square.
    public static let square = SymbolVariants(shape: .square)
    /// Enclosed in a rectangle.
    public static let rectangle = SymbolVariants(shape: .rectangle)
    /// Filled.
    public static let fill = SymbolVariants(isFilled: true)
    /// Struck through by a slash.
    public static let slash = SymbolVariants(isSlashed: true)

    /// This variant, also in a circle (`.fill.circle`).
    public var circle: SymbolVariants { with { $0.shape = .circle } }
    /// This variant, also in a square.
    public var square: SymbolVariants { with { $0.shape = .square } }
    /// This variant, also in a rectangle.
    public var rectangle: SymbolVariants { with { $0.shape = .rectangle } }
    /// This variant, also filled (`.circle.fill`).
    public var fill: SymbolVariants { with { $0.isFilled = true } }
    /// This variant, also slashed.
    public var slash: SymbolVariants { with { $0.isSlashed = true } }

    /// Whether this variant has everything `other` has.
    public func contains(_ other: SymbolVariants) -> Bool {
        (other.shape == nil || other.shape == shape) && (!other.isFilled || isFilled)
            && (!other.isSlashed || isSlashed)
    }

    private func with(_ change: (inout SymbolVariants) -> Void) -> SymbolVariants {
        var v = self
        change(&v)
        return v
    }

    /// `name` with this variant's suffixes, in SF Symbols' order (`bell` → `bell.slash.circle.fill`);
    /// suffixes the name already has are not repeated.
    func symbolName(_ name: String) -> String {
        var parts = name.split(separator: ".").map(String.init)
        if isSlashed, !parts.contains("slash") { parts.append("slash") }
        if let shape, !parts.contains(shape.rawValue) { parts.append(shape.rawValue) }
        if isFilled, !parts.contains("fill") { parts.append("fill") }
        return parts.joined(separator: ".")
    }
}
