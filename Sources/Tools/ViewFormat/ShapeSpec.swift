import ProofArguments
import ProofUI

/// A shape named in the JSON view format: as a view (`{"view": "Circle"}`) or as the argument of
/// `clipShape` and `background` (`"Capsule"` or `{"shape": "RoundedRectangle", "cornerRadius": 8}`).
enum ShapeSpec: Equatable {
    /// `Rectangle()`.
    case rectangle
    /// `RoundedRectangle(cornerRadius:)`.
    case roundedRectangle(cornerRadius: CGFloat)
    /// `Capsule()`.
    case capsule
    /// `Circle()`.
    case circle
    /// `Ellipse()`.
    case ellipse

    /// The shape type names.
    static let names = ["Rectangle", "RoundedRectangle", "Capsule", "Circle", "Ellipse"]

    /// The ProofUI shape.
    var shape: any InsettableShape {
        switch self {
        case .rectangle: Rectangle()
        case .roundedRectangle(let r): RoundedRectangle(cornerRadius: r)
        case .capsule: Capsule()
        case .circle: Circle()
        case .ellipse: Ellipse()
        }
    }

    /// The shape a `clipShape` or `background` argument names.
    static func parse(_ value: JSONValue, _ what: String) throws(ViewSpecError) -> ShapeSpec {
        switch value.kind {
        case .string(let name):
            guard name != "RoundedRectangle" else {
                throw ViewSpecError(
                    "\(what): a RoundedRectangle needs a radius: "
                        + "{\"shape\": \"RoundedRectangle\", \"cornerRadius\": 8}",
                    at: value.position)
            }
            return try value.choice(
                what, ["Rectangle": .rectangle, "Capsule": .capsule, "Circle": .circle, "Ellipse": .ellipse])
        case .object:
            var reader = try ObjectReader(value, subject: what)
            let nameValue = try reader.required("shape", example: "\"RoundedRectangle\"")
            let name = try nameValue.string("\"shape\" of \(what)")
            let spec: ShapeSpec
            if name == "RoundedRectangle" {
                spec = .roundedRectangle(
                    cornerRadius: try reader.required("cornerRadius", example: "8").length(
                        "\"cornerRadius\" of \(what)", in: 0...1e5))
            } else {
                let choices: KeyValuePairs<String, ShapeSpec> = [
                    "Rectangle": .rectangle, "Capsule": .capsule, "Circle": .circle, "Ellipse": .ellipse,
                ]
                guard let match = choices.first(where: { $0.key == name }) else {
                    throw ViewSpecError(
                        "\"shape\" of \(what) cannot be \"\(name)\"\(NameSuggester.hint(for: name, in: names)) "
                            + "(use \(names.joined(separator: ", ")))",
                        at: nameValue.position)
                }
                spec = match.value
            }
            try reader.rejectUnknownKeys()
            return spec
        default:
            throw value.typeError(
                what,
                "a shape name like \"Capsule\" or an object like {\"shape\": \"RoundedRectangle\", \"cornerRadius\": 8}"
            )
        }
    }

    /// The shape filled with the foreground style, as SwiftUI draws a bare shape.
    func view() -> AnyView { Self.plain(shape) }
    /// The shape filled with `style`.
    func filled(_ style: any ShapeStyle) -> AnyView { Self.fill(shape, style) }
    /// The outline stroked with `style`, centred on the outline (`inside` keeps it within the frame).
    func stroked(_ style: any ShapeStyle, lineWidth: CGFloat, inside: Bool) -> AnyView {
        Self.stroke(shape, style, lineWidth, inside)
    }
    /// `view` clipped to the shape.
    func clip(_ view: AnyView) -> AnyView { Self.clip(view, shape) }
    /// `style` filling the shape behind `view`.
    func background(of view: AnyView, _ style: any ShapeStyle) -> AnyView { Self.background(view, style, shape) }

    // Generic helpers: `any` shapes and styles are opened here into their concrete types.
    private static func plain<S: InsettableShape>(_ s: S) -> AnyView { AnyView(s) }
    private static func fill<S: InsettableShape, T: ShapeStyle>(_ s: S, _ style: T) -> AnyView {
        AnyView(s.fill(style))
    }
    private static func stroke<S: InsettableShape, T: ShapeStyle>(_ s: S, _ style: T, _ width: CGFloat, _ inside: Bool)
        -> AnyView
    {
        inside ? AnyView(s.strokeBorder(style, lineWidth: width)) : AnyView(s.stroke(style, lineWidth: width))
    }
    private static func clip<S: InsettableShape>(_ view: AnyView, _ s: S) -> AnyView { AnyView(view.clipShape(s)) }
    private static func background<S: InsettableShape, T: ShapeStyle>(_ view: AnyView, _ style: T, _ s: S) -> AnyView {
        AnyView(view.background(style, in: s))
    }
}
