import ProofUI

/// What one modifier is applied with: the view so far, the modifier's argument, the shape when
/// the view is a bare shape, and typed reads of the argument whose messages name the modifier.
struct ModifierInput {
    /// The view the modifier applies to.
    let view: AnyView
    /// The modifier's value (`16` in `{"padding": 16}`; `true` for a bare name like `"bold"`).
    let argument: JSONValue
    /// The shape, when `view` is a bare shape and the modifier is its first.
    let shape: ShapeSpec?
    /// Builds the views some modifiers take (`background`, `overlay`).
    let builder: ViewTreeBuilder
    /// The modifier's name.
    let name: String

    /// The modifier's name in quotes, for messages.
    var what: String { "\"\(name)\"" }

    /// The argument as true or false.
    func flag() throws(ViewSpecError) -> Bool { try argument.bool(what) }

    /// The argument as a number of points within `range`.
    func number(_ range: ClosedRange<Double> = -1e5...1e5) throws(ViewSpecError) -> CGFloat {
        try argument.length(what, in: range)
    }

    /// The argument as a string.
    func text() throws(ViewSpecError) -> String { try argument.string(what) }

    /// The argument as one of the named choices.
    func choice<T>(_ choices: KeyValuePairs<String, T>) throws(ViewSpecError) -> T {
        try argument.choice(what, choices)
    }

    /// `change(view)` when the argument is true, the view unchanged when it is false.
    func when(_ change: (AnyView) -> AnyView) throws(ViewSpecError) -> AnyView {
        try flag() ? change(view) : view
    }

    /// A style alone, or `{"style": …, "<widthKey>": …}` (width 1 by default).
    func styleAndWidth(widthKey: String) throws(ViewSpecError) -> (any ShapeStyle, CGFloat) {
        guard case .object(let members) = argument.kind,
            members.contains(where: { $0.key == "style" || $0.key == widthKey })
        else {
            return (try ShapeStyleParser.style(argument, what), 1)
        }
        var reader = try ObjectReader(argument, subject: what)
        let style = try ShapeStyleParser.style(
            try reader.required("style", example: "\"blue\""), "\"style\" of \(what)")
        let width = try reader.optional(widthKey)?.length("\"\(widthKey)\" of \(what)", in: 0...1000) ?? 1
        try reader.rejectUnknownKeys()
        return (style, width)
    }

    /// `{"x": …, "y": …}` within `range`, each `missing` when absent.
    func pair(_ range: ClosedRange<Double>, missing: CGFloat) throws(ViewSpecError) -> (x: CGFloat, y: CGFloat) {
        var reader = try ObjectReader(argument, subject: what)
        let x = try reader.optional("x")?.length("\"x\" of \(what)", in: range) ?? missing
        let y = try reader.optional("y")?.length("\"y\" of \(what)", in: range) ?? missing
        try reader.rejectUnknownKeys()
        return (x, y)
    }

    /// `frame`: fixed `width`/`height`, or flexible `min…`/`ideal…`/`max…` lengths, and an `alignment`.
    func frame() throws(ViewSpecError) -> AnyView {
        var reader = try ObjectReader(argument, subject: "\"frame\"")
        func length(_ key: String, infinite: Bool = false) throws(ViewSpecError) -> CGFloat? {
            guard let value = reader.optional(key) else { return nil }
            if !infinite, case .string("infinity") = value.kind {
                let flexible = key.lowercased().hasSuffix("width") ? "maxWidth" : "maxHeight"
                throw ViewSpecError(
                    "\"\(key)\" of \"frame\" cannot be infinite; use \"\(flexible)\": \"infinity\"", at: value.position)
            }
            return try value.length("\"\(key)\" of \"frame\"", in: 0...1e5, allowsInfinity: infinite)
        }
        let width = try length("width")
        let height = try length("height")
        let minWidth = try length("minWidth")
        let idealWidth = try length("idealWidth")
        let maxWidth = try length("maxWidth", infinite: true)
        let minHeight = try length("minHeight")
        let idealHeight = try length("idealHeight")
        let maxHeight = try length("maxHeight", infinite: true)
        let alignment =
            try reader.optional("alignment")?.choice("\"alignment\" of \"frame\"", LayoutValueParser.alignments)
            ?? .center
        try reader.rejectUnknownKeys()
        let flexibleWidth = [minWidth, idealWidth, maxWidth].contains { $0 != nil }
        let flexibleHeight = [minHeight, idealHeight, maxHeight].contains { $0 != nil }
        for (axis, fixed, flexible) in [("width", width, flexibleWidth), ("height", height, flexibleHeight)]
        where fixed != nil && flexible {
            throw ViewSpecError(
                "\"frame\" cannot take \"\(axis)\" with a min, ideal or max \(axis) (as in SwiftUI): "
                    + "use two frame modifiers",
                at: argument.position)
        }
        for (axis, low, high) in [("Width", minWidth, maxWidth), ("Height", minHeight, maxHeight)] {
            if let low, let high, low > high {
                throw ViewSpecError(
                    "\"min\(axis)\" (\(JSONValue.format(Double(low)))) of \"frame\" is larger than "
                        + "\"max\(axis)\" (\(JSONValue.format(Double(high))))",
                    at: argument.position)
            }
        }
        // A fixed length on one axis and a flexible one on the other: the flexible frame inside the fixed one.
        var framed = view
        if flexibleWidth || flexibleHeight {
            framed = AnyView(
                framed.frame(
                    minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
                    idealHeight: idealHeight,
                    maxHeight: maxHeight, alignment: alignment))
        }
        if width != nil || height != nil || !(flexibleWidth || flexibleHeight) {
            framed = AnyView(framed.frame(width: width, height: height, alignment: alignment))
        }
        return framed
    }

    /// `background`: a style, a shape filled with a style, or a view.
    func background() throws(ViewSpecError) -> AnyView {
        if argument["view"] != nil || argument["content"] != nil {
            let (content, alignment) = try attachedView()
            return AnyView(view.background(alignment: alignment) { content })
        }
        if argument["shape"] != nil {
            var reader = try ObjectReader(argument, subject: what)
            let shape = try ShapeSpec.parse(
                try reader.required("shape", example: "\"Capsule\""), "\"shape\" of \(what)")
            let style = try reader.optional("style").map { v throws(ViewSpecError) in
                try ShapeStyleParser.style(v, "\"style\" of \(what)")
            }
            try reader.rejectUnknownKeys()
            return shape.background(of: view, style ?? BackgroundStyle())
        }
        return Self.background(view, try ShapeStyleParser.style(argument, what))
    }

    /// A view for `overlay`/`background`: a view object, or `{"content": view, "alignment": …}`.
    func attachedView() throws(ViewSpecError) -> (AnyView, Alignment) {
        guard argument["content"] != nil else {
            guard case .object = argument.kind else {
                throw argument.typeError(
                    what,
                    "a view object like {\"view\": \"Circle\"} or {\"content\": {…}, \"alignment\": \"topTrailing\"}")
            }
            return (try builder.nested.build(argument, role: "the view of \(what)"), .center)
        }
        var reader = try ObjectReader(argument, subject: what)
        let content = try builder.nested.build(
            try reader.required("content", example: "{\"view\": \"Circle\"}"), role: "\"content\" of \(what)")
        let alignment =
            try reader.optional("alignment")?.choice("\"alignment\" of \(what)", LayoutValueParser.alignments)
            ?? .center
        try reader.rejectUnknownKeys()
        return (content, alignment)
    }

    /// `shadow`: a radius, or `{"color": …, "radius": …, "x": …, "y": …}`.
    func shadow() throws(ViewSpecError) -> AnyView {
        if case .number = argument.kind { return AnyView(view.shadow(radius: try argument.length(what, in: 0...1000))) }
        var reader = try ObjectReader(argument, subject: what)
        let color = try reader.optional("color").map { v throws(ViewSpecError) in
            try ColorParser.color(v, "\"color\" of \(what)")
        }
        let radius = try reader.required("radius", example: "4").length("\"radius\" of \(what)", in: 0...1000)
        let x = try reader.optional("x")?.length("\"x\" of \(what)", in: -1e5...1e5) ?? 0
        let y = try reader.optional("y")?.length("\"y\" of \(what)", in: -1e5...1e5) ?? 0
        try reader.rejectUnknownKeys()
        return AnyView(view.shadow(color: color ?? Color(white: 0, opacity: 0.33), radius: radius, x: x, y: y))
    }

    /// Accessibility traits: one name or an array of names.
    func traits() throws(ViewSpecError) -> AccessibilityTraits {
        if case .string = argument.kind { return try argument.choice(what, Self.traitNames) }
        var traits: AccessibilityTraits = []
        for item in try argument.array(what) { traits.insert(try item.choice("a trait of \(what)", Self.traitNames)) }
        return traits
    }

    /// The trait names `accessibilityAddTraits` takes.
    static let traitNames: KeyValuePairs<String, AccessibilityTraits> = [
        "isButton": .isButton, "isHeader": .isHeader, "isSelected": .isSelected, "isLink": .isLink,
        "isImage": .isImage,
        "isStaticText": .isStaticText, "isToggle": .isToggle,
    ]

    // `any ShapeStyle` values are opened into their concrete types here, so that ProofUI sees the
    // real style (`foregroundStyle` resolves hierarchical styles against the enclosing foreground).
    static func foreground<S: ShapeStyle>(_ view: AnyView, _ style: S) -> AnyView {
        AnyView(view.foregroundStyle(style))
    }
    static func background<S: ShapeStyle>(_ view: AnyView, _ style: S) -> AnyView {
        AnyView(view.background(style))
    }
    static func border<S: ShapeStyle>(_ view: AnyView, _ style: S, _ width: CGFloat) -> AnyView {
        AnyView(view.border(style, width: width))
    }
}
