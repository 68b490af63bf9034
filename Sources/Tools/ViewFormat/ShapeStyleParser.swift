import ProofUI

/// Shape styles in the JSON view format (what fills, strokes, backgrounds and `foregroundStyle`
/// take): a colour, a hierarchical level (`"primary"` … `"quaternary"`, as `.secondary` in SwiftUI),
/// `"tint"`, `"background"`, or a gradient `{"linearGradient": {"colors": […], "startPoint": "top",
/// "endPoint": "bottom"}}` / `{"radialGradient": {"colors": […], "center": "center", "startRadius": 0,
/// "endRadius": 50}}`.
enum ShapeStyleParser {
    /// Names of the unit points gradients use.
    static let unitPoints: KeyValuePairs<String, UnitPoint> = [
        "center": .center, "leading": .leading, "trailing": .trailing, "top": .top, "bottom": .bottom,
        "topLeading": .topLeading,
        "topTrailing": .topTrailing, "bottomLeading": .bottomLeading, "bottomTrailing": .bottomTrailing,
    ]

    /// The style `value` describes.
    static func style(_ value: JSONValue, _ what: String) throws(ViewSpecError) -> any ShapeStyle {
        switch value.kind {
        case .string("primary"): return HierarchicalShapeStyle.primary
        case .string("secondary"): return HierarchicalShapeStyle.secondary
        case .string("tertiary"): return HierarchicalShapeStyle.tertiary
        case .string("quaternary"): return HierarchicalShapeStyle.quaternary
        case .string("tint"): return TintShapeStyle()
        case .string("background"): return BackgroundStyle()
        case .object(let members)
        where members.contains(where: { $0.key == "linearGradient" || $0.key == "radialGradient" }):
            return try gradient(value, what)
        default: return try ColorParser.color(value, what)
        }
    }

    private static func gradient(_ value: JSONValue, _ what: String) throws(ViewSpecError) -> any ShapeStyle {
        var outer = try ObjectReader(value, subject: what)
        let linear = outer.optional("linearGradient")
        let radial = outer.optional("radialGradient")
        try outer.rejectUnknownKeys()
        if let linear {
            var reader = try ObjectReader(linear, subject: "the linear gradient of \(what)")
            let colors = try colorList(
                try reader.required("colors", example: "[\"red\", \"blue\"]"), "\"colors\" of the linear gradient")
            let start =
                try reader.optional("startPoint")?.choice("\"startPoint\" of the linear gradient", unitPoints) ?? .top
            let end =
                try reader.optional("endPoint")?.choice("\"endPoint\" of the linear gradient", unitPoints) ?? .bottom
            try reader.rejectUnknownKeys()
            return LinearGradient(colors: colors, startPoint: start, endPoint: end)
        }
        guard let radial else { throw ViewSpecError("\(what) takes one gradient", at: value.position) }
        var reader = try ObjectReader(radial, subject: "the radial gradient of \(what)")
        let colors = try colorList(
            try reader.required("colors", example: "[\"red\", \"blue\"]"), "\"colors\" of the radial gradient")
        let center = try reader.optional("center")?.choice("\"center\" of the radial gradient", unitPoints) ?? .center
        let startRadius =
            try reader.optional("startRadius")?.length("\"startRadius\" of the radial gradient", in: 0...1e5) ?? 0
        let endRadius = try reader.required("endRadius", example: "50").length(
            "\"endRadius\" of the radial gradient", in: 0...1e5)
        try reader.rejectUnknownKeys()
        return RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    private static func colorList(_ value: JSONValue, _ what: String) throws(ViewSpecError) -> [Color] {
        let items = try value.array(what)
        guard items.count >= 2 else { throw ViewSpecError("\(what) needs at least two colours", at: value.position) }
        var colors: [Color] = []
        for (i, item) in items.enumerated() { colors.append(try ColorParser.color(item, "colour \(i + 1) of \(what)")) }
        return colors
    }
}
