/// A gradient as a shape style, as SwiftUI's `AnyGradient`: what `Color.gradient` and
/// `AnyGradient(_:)` return, drawn from the top of the shape to its bottom.
public struct AnyGradient: ShapeStyle, Hashable {
    enum Source: Hashable {
        /// `Color.gradient`: a vertical shade of one colour.
        case color(Color)
        /// A gradient given as such.
        case gradient(Gradient)
    }

    let source: Source

    /// A gradient of `gradient`'s stops, top to bottom.
    public init(_ gradient: Gradient) { source = .gradient(gradient) }

    init(color: Color) { source = .color(color) }

    /// How much lighter (mixed with white) the top of a colour's standard gradient is than its
    /// bottom, which is the colour itself. Apple documents only a top-to-bottom gradient derived
    /// from the colour; the amounts come from a private RenderBox function (which moves both ends
    /// away from the colour), so 20 % toward white is an approximation of ours, not a measurement;
    /// any change to it changes goldens.
    static let colorGradientLightening = 0.2

    /// The vertical gradient over `bounds`.
    public func _resolvePaint(in environment: EnvironmentValues, bounds: CGRect) -> ResolvedPaint {
        let gradient: Gradient
        switch source {
        case .gradient(let g): gradient = g
        case .color(let color):
            let bottom = color.resolve(in: environment)
            let f = Self.colorGradientLightening
            let top = Color.Resolved(
                red: bottom.red + (1 - bottom.red) * f, green: bottom.green + (1 - bottom.green) * f,
                blue: bottom.blue + (1 - bottom.blue) * f, opacity: bottom.opacity)
            gradient = Gradient(colors: [Color(storage: .fixed(top)), Color(storage: .fixed(bottom))])
        }
        return LinearGradient(gradient: gradient, startPoint: .top, endPoint: .bottom)
            ._resolvePaint(in: environment, bounds: bounds)
    }
}

extension Color {
    /// A standard vertical gradient of this colour: slightly lighter at the top, the colour itself
    /// at the bottom (see `AnyGradient.colorGradientLightening`).
    public var gradient: AnyGradient { AnyGradient(color: self) }
}
