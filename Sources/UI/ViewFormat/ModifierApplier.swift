import ProofArguments
import ProofUI

/// Applies the `"modifiers"` of a JSON view in order, as a SwiftUI modifier chain. A modifier is an
/// object with one key, the modifier's name, whose value is its argument (`{"padding": 16}`); a
/// modifier without arguments may be written as its name alone (`"bold"` is `{"bold": true}`).
struct ModifierApplier {
    /// Builds the views some modifiers take (`background`, `overlay`).
    let builder: ViewTreeBuilder

    /// Modifiers that draw a shape (valid only first, on a shape view).
    static let shapeModifiers = ["fill", "stroke", "strokeBorder"]
    /// Every modifier name the format knows.
    static let names =
        shapeModifiers + [
            "padding", "frame", "fixedSize", "layoutPriority", "offset", "scaledToFit", "scaledToFill", "hidden",
            "foregroundColor", "foregroundStyle", "tint", "background", "overlay", "border",
            "font", "fontWeight", "bold", "monospaced", "underline", "strikethrough", "kerning", "tracking",
            "lineSpacing", "lineLimit",
            "multilineTextAlignment", "truncationMode",
            "cornerRadius", "clipShape", "clipped", "opacity", "shadow", "rotationEffect", "scaleEffect",
            "buttonStyle", "disabled", "interactionState",
            "accessibilityIdentifier", "accessibilityLabel", "accessibilityValue", "accessibilityHint",
            "accessibilityHidden",
            "accessibilityAddTraits",
        ]

    /// `base` with `modifiers` applied; `shape` is set when `base` is a bare shape, which lets a
    /// first `fill`/`stroke`/`strokeBorder` draw it.
    func apply(_ modifiers: [JSONValue], to base: AnyView, shape: ShapeSpec?, viewName: String) throws(ViewSpecError)
        -> AnyView
    {
        var view = base
        for (index, modifier) in modifiers.enumerated() {
            let (name, argument, position) = try split(modifier, "modifier \(index + 1) of \(viewName)")
            if Self.shapeModifiers.contains(name) {
                guard let shape, index == 0 else {
                    throw ViewSpecError(
                        "\"\(name)\" draws a shape: it must be the first modifier of a shape view (\(ShapeSpec.names.joined(separator: ", ")))"
                            + (shape == nil ? ", and this is a \(viewName)" : ""), at: position)
                }
                view = try draw(shape, name, argument)
            } else {
                view = try apply(name, argument, to: view, at: position)
            }
        }
        return view
    }

    /// The name, argument and name position of one modifier.
    private func split(_ modifier: JSONValue, _ role: String) throws(ViewSpecError) -> (
        String, JSONValue, SourcePosition
    ) {
        switch modifier.kind {
        case .string(let name): return (name, JSONValue(.bool(true), at: modifier.position), modifier.position)
        case .object(let members) where members.count == 1:
            return (members[0].key, members[0].value, members[0].keyPosition)
        case .object(let members):
            throw ViewSpecError(
                "\(role) must have exactly one key, its name, like {\"padding\": 16}; it has \(members.count)"
                    + (members.isEmpty
                        ? "" : " (\(members.map(\.key).joined(separator: ", "))): put each modifier in its own object"),
                at: modifier.position)
        default:
            throw modifier.typeError(role, "an object like {\"padding\": 16} or a name like \"bold\"")
        }
    }

    private func draw(_ shape: ShapeSpec, _ name: String, _ argument: JSONValue) throws(ViewSpecError) -> AnyView {
        let what = "\"\(name)\""
        if name == "fill" { return shape.filled(try ShapeStyleParser.style(argument, what)) }
        let (style, width) = try styleAndWidth(argument, what, widthKey: "lineWidth")
        return shape.stroked(style, lineWidth: width, inside: name == "strokeBorder")
    }

    /// A style alone, or `{"style": …, "<widthKey>": …}` (width 1 by default).
    private func styleAndWidth(_ argument: JSONValue, _ what: String, widthKey: String) throws(ViewSpecError) -> (
        any ShapeStyle, CGFloat
    ) {
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

    private func apply(_ name: String, _ argument: JSONValue, to view: AnyView, at position: SourcePosition)
        throws(ViewSpecError) -> AnyView
    {
        let what = "\"\(name)\""
        func flag() throws(ViewSpecError) -> Bool { try argument.bool(what) }
        func number(_ range: ClosedRange<Double> = -1e5...1e5) throws(ViewSpecError) -> CGFloat {
            try argument.length(what, in: range)
        }
        func text() throws(ViewSpecError) -> String { try argument.string(what) }
        switch name {
        case "padding":
            if case .bool(let on) = argument.kind { return on ? AnyView(view.padding()) : view }
            return AnyView(view.padding(try LayoutValueParser.insets(argument, what)))
        case "frame": return try frame(argument, view)
        case "fixedSize":
            if case .bool(let on) = argument.kind { return on ? AnyView(view.fixedSize()) : view }
            var reader = try ObjectReader(argument, subject: what)
            let horizontal = try reader.optional("horizontal")?.bool("\"horizontal\" of \(what)") ?? false
            let vertical = try reader.optional("vertical")?.bool("\"vertical\" of \(what)") ?? false
            try reader.rejectUnknownKeys()
            return AnyView(view.fixedSize(horizontal: horizontal, vertical: vertical))
        case "layoutPriority": return AnyView(view.layoutPriority(Double(try number(-1000...1000))))
        case "offset":
            var reader = try ObjectReader(argument, subject: what)
            let x = try reader.optional("x")?.length("\"x\" of \(what)", in: -1e5...1e5) ?? 0
            let y = try reader.optional("y")?.length("\"y\" of \(what)", in: -1e5...1e5) ?? 0
            try reader.rejectUnknownKeys()
            return AnyView(view.offset(x: x, y: y))
        case "scaledToFit": return try flag() ? AnyView(view.scaledToFit()) : view
        case "scaledToFill": return try flag() ? AnyView(view.scaledToFill()) : view
        case "hidden": return try flag() ? AnyView(view.hidden()) : view
        case "foregroundColor": return AnyView(view.foregroundColor(try ColorParser.color(argument, what)))
        case "foregroundStyle": return Self.foreground(view, try ShapeStyleParser.style(argument, what))
        case "tint": return AnyView(view.tint(try ColorParser.color(argument, what)))
        case "background": return try background(argument, view)
        case "overlay":
            let (content, alignment) = try attachedView(argument, what)
            return AnyView(view.overlay(alignment: alignment) { content })
        case "border":
            let (style, width) = try styleAndWidth(argument, what, widthKey: "width")
            return Self.border(view, style, width)
        case "font": return AnyView(view.font(try FontParser.font(argument, what)))
        case "fontWeight": return AnyView(view.fontWeight(try FontParser.weight(argument, what)))
        case "bold": return try flag() ? AnyView(view.bold()) : view
        case "monospaced": return try flag() ? AnyView(view.monospaced()) : view
        case "underline": return try flag() ? AnyView(view.underline()) : view
        case "strikethrough": return try flag() ? AnyView(view.strikethrough()) : view
        case "kerning": return AnyView(view.kerning(try number(-100...100)))
        case "tracking": return AnyView(view.tracking(try number(-100...100)))
        case "lineSpacing": return AnyView(view.lineSpacing(try number(0...1000)))
        case "lineLimit":
            if case .null = argument.kind { return AnyView(view.lineLimit(nil)) }
            return AnyView(view.lineLimit(try argument.integer(what, in: 1...10000)))
        case "multilineTextAlignment":
            return AnyView(view.multilineTextAlignment(try argument.choice(what, LayoutValueParser.textAlignments)))
        case "truncationMode":
            return AnyView(
                view.truncationMode(
                    try argument.choice(what, ["head": Text.TruncationMode.head, "middle": .middle, "tail": .tail])))
        case "cornerRadius": return AnyView(view.cornerRadius(try number(0...1e5)))
        case "clipShape": return try ShapeSpec.parse(argument, what).clip(view)
        case "clipped": return try flag() ? AnyView(view.clipped()) : view
        case "opacity": return AnyView(view.opacity(Double(try number(0...1))))
        case "shadow": return try shadow(argument, view)
        case "rotationEffect": return AnyView(view.rotationEffect(.degrees(Double(try number(-3600...3600)))))
        case "scaleEffect":
            if case .number = argument.kind { return AnyView(view.scaleEffect(try number(-100...100))) }
            var reader = try ObjectReader(argument, subject: what)
            let x = try reader.optional("x")?.length("\"x\" of \(what)", in: -100...100) ?? 1
            let y = try reader.optional("y")?.length("\"y\" of \(what)", in: -100...100) ?? 1
            try reader.rejectUnknownKeys()
            return AnyView(view.scaleEffect(x: x, y: y))
        case "buttonStyle":
            switch try argument.choice(
                what, ["automatic": 0, "borderless": 0, "plain": 1, "bordered": 2, "borderedProminent": 3])
            {
            case 1: return AnyView(view.buttonStyle(.plain))
            case 2: return AnyView(view.buttonStyle(.bordered))
            case 3: return AnyView(view.buttonStyle(.borderedProminent))
            default: return AnyView(view.buttonStyle(.automatic))
            }
        case "disabled": return AnyView(view.disabled(try flag()))
        case "interactionState":
            return AnyView(
                view.interactionState(
                    try argument.choice(
                        what,
                        ["idle": InteractionState.idle, "hover": .hover, "pressed": .pressed, "focused": .focused])))
        case "accessibilityIdentifier": return AnyView(view.accessibilityIdentifier(try text()))
        case "accessibilityLabel": return AnyView(view.accessibilityLabel(try text()))
        case "accessibilityValue": return AnyView(view.accessibilityValue(try text()))
        case "accessibilityHint": return AnyView(view.accessibilityHint(try text()))
        case "accessibilityHidden": return AnyView(view.accessibilityHidden(try flag()))
        case "accessibilityAddTraits": return AnyView(view.accessibilityAddTraits(try traits(argument, what)))
        default:
            throw ViewSpecError(
                "unknown modifier \"\(name)\"\(NameSuggester.hint(for: name, in: Self.names)) (modifiers: \(Self.names.joined(separator: ", ")))",
                at: position)
        }
    }

    private func frame(_ argument: JSONValue, _ view: AnyView) throws(ViewSpecError) -> AnyView {
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
                "\"frame\" cannot take \"\(axis)\" with a min, ideal or max \(axis) (as in SwiftUI): use two frame modifiers",
                at: argument.position)
        }
        for (axis, low, high) in [("Width", minWidth, maxWidth), ("Height", minHeight, maxHeight)] {
            if let low, let high, low > high {
                throw ViewSpecError(
                    "\"min\(axis)\" (\(JSONValue.format(Double(low)))) of \"frame\" is larger than \"max\(axis)\" (\(JSONValue.format(Double(high))))",
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

    private func background(_ argument: JSONValue, _ view: AnyView) throws(ViewSpecError) -> AnyView {
        let what = "\"background\""
        if argument["view"] != nil || argument["content"] != nil {
            let (content, alignment) = try attachedView(argument, what)
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
    private func attachedView(_ argument: JSONValue, _ what: String) throws(ViewSpecError) -> (AnyView, Alignment) {
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

    private func shadow(_ argument: JSONValue, _ view: AnyView) throws(ViewSpecError) -> AnyView {
        let what = "\"shadow\""
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

    private func traits(_ argument: JSONValue, _ what: String) throws(ViewSpecError) -> AccessibilityTraits {
        let choices: KeyValuePairs<String, AccessibilityTraits> = [
            "isButton": .isButton, "isHeader": .isHeader, "isSelected": .isSelected, "isLink": .isLink,
            "isImage": .isImage,
            "isStaticText": .isStaticText, "isToggle": .isToggle,
        ]
        if case .string = argument.kind { return try argument.choice(what, choices) }
        var traits: AccessibilityTraits = []
        for item in try argument.array(what) { traits.insert(try item.choice("a trait of \(what)", choices)) }
        return traits
    }

    // `any ShapeStyle` values are opened into their concrete types here, so that ProofUI sees the
    // real style (`foregroundStyle` resolves hierarchical styles against the enclosing foreground).
    private static func foreground<S: ShapeStyle>(_ view: AnyView, _ style: S) -> AnyView {
        AnyView(view.foregroundStyle(style))
    }
    private static func background<S: ShapeStyle>(_ view: AnyView, _ style: S) -> AnyView {
        AnyView(view.background(style))
    }
    private static func border<S: ShapeStyle>(_ view: AnyView, _ style: S, _ width: CGFloat) -> AnyView {
        AnyView(view.border(style, width: width))
    }
}
