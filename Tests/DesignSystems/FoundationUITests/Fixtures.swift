import FoundationUI
import Testing

/// The display list of `view` at 2x in `scheme`.
@MainActor func displayList<V: View>(_ view: V, _ scheme: FoundationColorScheme = .light) throws -> DisplayList {
    var configuration = RenderConfiguration(scale: 2, colorScheme: scheme.colorScheme)
    configuration.colorSchemeContrast = scheme.colorSchemeContrast
    return try ViewRenderer.displayList(view, configuration: configuration)
}

/// Whether `a` and `b` draw the same display list (same items, same order).
@MainActor func drawSame<A: View, B: View>(_ a: A, _ b: B, _ scheme: FoundationColorScheme = .light) throws -> Bool {
    let left = try displayList(a, scheme)
    let right = try displayList(b, scheme)
    return left.items.count > 0 && left.description == right.description
}

/// `#RRGGBB` (or `#RRGGBBAA` when not opaque) of a colour in `scheme`.
func hex(_ color: Color, _ scheme: FoundationColorScheme = .light) -> String {
    let c = color.resolve(in: scheme.environmentValues())
    func byte(_ x: Double) -> String { String(format: "%02X", Int((min(max(x, 0), 1) * 255).rounded())) }
    return "#" + byte(c.red) + byte(c.green) + byte(c.blue) + (c.opacity < 1 ? byte(c.opacity) : "")
}

/// The fills of a display list: bounds and paint.
func fills(_ list: DisplayList) -> [(bounds: CGRect, paint: String)] {
    list.items.compactMap {
        guard case .fill(let path, let paint, _) = $0 else { return nil }
        let b = path.bounds
        return (CGRect(x: b.minX, y: b.minY, width: b.size.width, height: b.size.height), paint.description)
    }
}

/// A named case for parameterized tests.
struct Named<Value: Sendable>: CustomTestStringConvertible, Sendable {
    let name: String
    let value: Value
    var testDescription: String { name }
}
