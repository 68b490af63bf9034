import ProofUI

extension ModifierKind {
    /// Every modifier of the format, in documentation order (the order messages list them in).
    static let all: [ModifierKind] = shapeModifiers + layout + colors + text + effects + controls + accessibility

    /// Modifiers that draw a bare shape: the first modifier of a shape view.
    private static let shapeModifiers: [ModifierKind] = [
        ModifierKind("fill", "fills the shape with a style", target: .shape) { input throws(ViewSpecError) in
            let shape = input.shape!
            return shape.filled(try ShapeStyleParser.style(input.argument, input.what))
        },
        ModifierKind(
            "stroke", "strokes the outline, centred on it: a style or {\"style\": …, \"lineWidth\": 2}",
            target: .shape
        ) { input throws(ViewSpecError) in
            let (style, width) = try input.styleAndWidth(widthKey: "lineWidth")
            return input.shape!.stroked(style, lineWidth: width, inside: false)
        },
        ModifierKind(
            "strokeBorder", "strokes the outline inside the frame: a style or {\"style\": …, \"lineWidth\": 2}",
            target: .shape
        ) { input throws(ViewSpecError) in
            let (style, width) = try input.styleAndWidth(widthKey: "lineWidth")
            return input.shape!.stroked(style, lineWidth: width, inside: true)
        },
    ]

    private static let layout: [ModifierKind] = [
        ModifierKind(
            "padding",
            "space around the view: points, true (16), or {\"top\", \"leading\", \"bottom\", \"trailing\", "
                + "\"horizontal\", \"vertical\", \"all\"}"
        ) { input throws(ViewSpecError) in
            if case .bool(let on) = input.argument.kind { return on ? AnyView(input.view.padding()) : input.view }
            return AnyView(input.view.padding(try LayoutValueParser.insets(input.argument, input.what)))
        },
        ModifierKind(
            "frame",
            "{\"width\", \"height\"} or {\"minWidth\", \"idealWidth\", \"maxWidth\" (or \"infinity\"), … "
                + "\"maxHeight\"}, and \"alignment\""
        ) { input throws(ViewSpecError) in try input.frame() },
        ModifierKind("fixedSize", "the ideal size: true, or {\"horizontal\": true, \"vertical\": false}") {
            input throws(ViewSpecError) in
            if case .bool(let on) = input.argument.kind { return on ? AnyView(input.view.fixedSize()) : input.view }
            var reader = try ObjectReader(input.argument, subject: input.what)
            let horizontal = try reader.optional("horizontal")?.bool("\"horizontal\" of \(input.what)") ?? false
            let vertical = try reader.optional("vertical")?.bool("\"vertical\" of \(input.what)") ?? false
            try reader.rejectUnknownKeys()
            return AnyView(input.view.fixedSize(horizontal: horizontal, vertical: vertical))
        },
        ModifierKind("layoutPriority", "a number: stacks offer space to higher priorities first") {
            input throws(ViewSpecError) in
            AnyView(input.view.layoutPriority(Double(try input.number(-1000...1000))))
        },
        ModifierKind("offset", "moves the drawing without moving the layout: {\"x\": …, \"y\": …}") {
            input throws(ViewSpecError) in
            let (x, y) = try input.pair(-1e5...1e5, missing: 0)
            return AnyView(input.view.offset(x: x, y: y))
        },
        ModifierKind("scaledToFit", "true: fits the offered size keeping the aspect ratio") {
            input throws(ViewSpecError) in try input.when { AnyView($0.scaledToFit()) }
        },
        ModifierKind("scaledToFill", "true: fills the offered size keeping the aspect ratio") {
            input throws(ViewSpecError) in try input.when { AnyView($0.scaledToFill()) }
        },
        ModifierKind("hidden", "true: keeps the space, draws nothing") { input throws(ViewSpecError) in
            try input.when { AnyView($0.hidden()) }
        },
    ]

    private static let colors: [ModifierKind] = [
        ModifierKind("foregroundColor", "the colour of text, symbols and bare shapes") {
            input throws(ViewSpecError) in
            AnyView(input.view.foregroundColor(try ColorParser.color(input.argument, input.what)))
        },
        ModifierKind("foregroundStyle", "the foreground as a style (a colour, \"secondary\", a gradient, …)") {
            input throws(ViewSpecError) in
            ModifierInput.foreground(input.view, try ShapeStyleParser.style(input.argument, input.what))
        },
        ModifierKind("tint", "the accent colour of controls") { input throws(ViewSpecError) in
            AnyView(input.view.tint(try ColorParser.color(input.argument, input.what)))
        },
        ModifierKind(
            "background",
            "behind the view: a style, {\"shape\": …, \"style\": …}, a view object, or {\"content\": view, "
                + "\"alignment\": …}"
        ) { input throws(ViewSpecError) in try input.background() },
        ModifierKind("overlay", "in front of the view: a view object, or {\"content\": view, \"alignment\": …}") {
            input throws(ViewSpecError) in
            let (content, alignment) = try input.attachedView()
            return AnyView(input.view.overlay(alignment: alignment) { content })
        },
        ModifierKind("border", "a line inside the frame: a style or {\"style\": …, \"width\": 1}") {
            input throws(ViewSpecError) in
            let (style, width) = try input.styleAndWidth(widthKey: "width")
            return ModifierInput.border(input.view, style, width)
        },
    ]

    private static let text: [ModifierKind] = [
        ModifierKind(
            "font",
            "a text style (\(ViewKind.choices(FontParser.textStyles))) or {\"style\" | \"size\" | \"name\" + "
                + "\"size\", \"weight\", \"design\"}"
        ) { input throws(ViewSpecError) in
            AnyView(input.view.font(try FontParser.font(input.argument, input.what)))
        },
        ModifierKind("fontWeight", "a weight: \(ViewKind.choices(FontParser.weights))") {
            input throws(ViewSpecError) in
            AnyView(input.view.fontWeight(try FontParser.weight(input.argument, input.what)))
        },
        ModifierKind("bold", "true: bold text") { input throws(ViewSpecError) in
            try input.when { AnyView($0.bold()) }
        },
        ModifierKind("monospaced", "true: the monospaced design") { input throws(ViewSpecError) in
            try input.when { AnyView($0.monospaced()) }
        },
        ModifierKind("underline", "true: underlined text") { input throws(ViewSpecError) in
            try input.when { AnyView($0.underline()) }
        },
        ModifierKind("strikethrough", "true: struck-through text") { input throws(ViewSpecError) in
            try input.when { AnyView($0.strikethrough()) }
        },
        ModifierKind("kerning", "extra space between characters, in points") { input throws(ViewSpecError) in
            AnyView(input.view.kerning(try input.number(-100...100)))
        },
        ModifierKind("tracking", "extra space after every character, in points") { input throws(ViewSpecError) in
            AnyView(input.view.tracking(try input.number(-100...100)))
        },
        ModifierKind("lineSpacing", "extra space between lines, in points") { input throws(ViewSpecError) in
            AnyView(input.view.lineSpacing(try input.number(0...1000)))
        },
        ModifierKind("lineLimit", "the most lines text may take (1 to 10000), or null for no limit") {
            input throws(ViewSpecError) in
            if case .null = input.argument.kind { return AnyView(input.view.lineLimit(nil)) }
            return AnyView(input.view.lineLimit(try input.argument.integer(input.what, in: 1...10000)))
        },
        ModifierKind(
            "multilineTextAlignment",
            "the alignment of wrapped lines: \(ViewKind.choices(LayoutValueParser.textAlignments))"
        ) { input throws(ViewSpecError) in
            AnyView(input.view.multilineTextAlignment(try input.choice(LayoutValueParser.textAlignments)))
        },
        ModifierKind("truncationMode", "where a truncated line loses its text: \(ViewKind.choices(truncationModes))") {
            input throws(ViewSpecError) in
            AnyView(input.view.truncationMode(try input.choice(truncationModes)))
        },
    ]

    private static let effects: [ModifierKind] = [
        ModifierKind("cornerRadius", "clips to a rounded rectangle of this radius, in points") {
            input throws(ViewSpecError) in
            AnyView(input.view.cornerRadius(try input.number(0...1e5)))
        },
        ModifierKind(
            "clipShape", "clips to a shape: \"Capsule\", … or {\"shape\": \"RoundedRectangle\", \"cornerRadius\": 8}"
        ) { input throws(ViewSpecError) in
            try ShapeSpec.parse(input.argument, input.what).clip(input.view)
        },
        ModifierKind("clipped", "true: clips to the frame") { input throws(ViewSpecError) in
            try input.when { AnyView($0.clipped()) }
        },
        ModifierKind("opacity", "from 0 (invisible) to 1 (opaque)") { input throws(ViewSpecError) in
            AnyView(input.view.opacity(Double(try input.number(0...1))))
        },
        ModifierKind("shadow", "a radius, or {\"color\": …, \"radius\": 4, \"x\": 0, \"y\": 2}") {
            input throws(ViewSpecError) in try input.shadow()
        },
        ModifierKind("rotationEffect", "rotates the drawing, in degrees") { input throws(ViewSpecError) in
            AnyView(input.view.rotationEffect(.degrees(Double(try input.number(-3600...3600)))))
        },
        ModifierKind("scaleEffect", "scales the drawing: a factor, or {\"x\": …, \"y\": …}") {
            input throws(ViewSpecError) in
            if case .number = input.argument.kind {
                return AnyView(input.view.scaleEffect(try input.number(-100...100)))
            }
            let (x, y) = try input.pair(-100...100, missing: 1)
            return AnyView(input.view.scaleEffect(x: x, y: y))
        },
    ]

    private static let controls: [ModifierKind] = [
        ModifierKind("buttonStyle", "the style of buttons inside: \(ViewKind.choices(buttonStyles))") {
            input throws(ViewSpecError) in
            switch try input.choice(buttonStyles) {
            case 1: return AnyView(input.view.buttonStyle(.plain))
            case 2: return AnyView(input.view.buttonStyle(.bordered))
            case 3: return AnyView(input.view.buttonStyle(.borderedProminent))
            case 4: return AnyView(input.view.buttonStyle(.borderless))
            default: return AnyView(input.view.buttonStyle(.automatic))
            }
        },
        ModifierKind("controlSize", "the size of bordered buttons inside: \(ViewKind.choices(controlSizes))") {
            input throws(ViewSpecError) in
            AnyView(input.view.controlSize(try input.choice(controlSizes)))
        },
        ModifierKind(
            "buttonBorderShape", "the shape of bordered buttons inside: \(ViewKind.choices(borderShapes))"
        ) { input throws(ViewSpecError) in
            AnyView(input.view.buttonBorderShape(try input.choice(borderShapes)))
        },
        ModifierKind("toggleStyle", "the style of toggles inside: \(ViewKind.choices(toggleStyles))") {
            input throws(ViewSpecError) in
            switch try input.choice(toggleStyles) {
            case 1: return AnyView(input.view.toggleStyle(.button))
            default: return AnyView(input.view.toggleStyle(.switch))
            }
        },
        ModifierKind("labelStyle", "the style of labels inside: \(ViewKind.choices(labelStyles))") {
            input throws(ViewSpecError) in
            switch try input.choice(labelStyles) {
            case 1: return AnyView(input.view.labelStyle(.iconOnly))
            case 2: return AnyView(input.view.labelStyle(.titleOnly))
            default: return AnyView(input.view.labelStyle(.titleAndIcon))
            }
        },
        ModifierKind(
            "progressViewStyle", "the style of progress views inside: \(ViewKind.choices(progressStyles))"
        ) { input throws(ViewSpecError) in
            switch try input.choice(progressStyles) {
            case 1: return AnyView(input.view.progressViewStyle(.linear))
            case 2: return AnyView(input.view.progressViewStyle(.circular))
            default: return AnyView(input.view.progressViewStyle(.automatic))
            }
        },
        ModifierKind("disabled", "true: controls inside are drawn disabled") { input throws(ViewSpecError) in
            AnyView(input.view.disabled(try input.flag()))
        },
        ModifierKind("interactionState", "draws controls as if: \(ViewKind.choices(interactionStates))") {
            input throws(ViewSpecError) in
            AnyView(input.view.interactionState(try input.choice(interactionStates)))
        },
    ]

    private static let accessibility: [ModifierKind] = [
        ModifierKind("accessibilityIdentifier", "a string for UI tests (printed by --accessibility)") {
            input throws(ViewSpecError) in
            AnyView(input.view.accessibilityIdentifier(try input.text()))
        },
        ModifierKind("accessibilityLabel", "what a screen reader says") { input throws(ViewSpecError) in
            AnyView(input.view.accessibilityLabel(try input.text()))
        },
        ModifierKind("accessibilityValue", "the current value a screen reader says") { input throws(ViewSpecError) in
            AnyView(input.view.accessibilityValue(try input.text()))
        },
        ModifierKind("accessibilityHint", "what happens on activation") { input throws(ViewSpecError) in
            AnyView(input.view.accessibilityHint(try input.text()))
        },
        ModifierKind("accessibilityHidden", "true: hidden from assistive technologies") {
            input throws(ViewSpecError) in
            AnyView(input.view.accessibilityHidden(try input.flag()))
        },
        ModifierKind(
            "accessibilityAddTraits", "a trait or an array of: \(ViewKind.choices(ModifierInput.traitNames))"
        ) { input throws(ViewSpecError) in
            AnyView(input.view.accessibilityAddTraits(try input.traits()))
        },
    ]

    /// `truncationMode` choices.
    private static let truncationModes: KeyValuePairs<String, Text.TruncationMode> = [
        "head": .head, "middle": .middle, "tail": .tail,
    ]
    /// `buttonStyle` choices (the styles are different types, so the table holds a tag).
    private static let buttonStyles: KeyValuePairs<String, Int> = [
        "automatic": 0, "borderless": 4, "plain": 1, "bordered": 2, "borderedProminent": 3,
    ]
    /// `controlSize` choices.
    private static let controlSizes: KeyValuePairs<String, ControlSize> = [
        "mini": .mini, "small": .small, "regular": .regular, "large": .large, "extraLarge": .extraLarge,
    ]
    /// `buttonBorderShape` choices.
    private static let borderShapes: KeyValuePairs<String, ButtonBorderShape> = [
        "automatic": .automatic, "capsule": .capsule, "roundedRectangle": .roundedRectangle, "circle": .circle,
    ]
    /// `toggleStyle` choices (tags: the styles are different types).
    private static let toggleStyles: KeyValuePairs<String, Int> = ["automatic": 0, "switch": 0, "button": 1]
    /// `labelStyle` choices (tags).
    private static let labelStyles: KeyValuePairs<String, Int> = [
        "automatic": 0, "titleAndIcon": 0, "iconOnly": 1, "titleOnly": 2,
    ]
    /// `progressViewStyle` choices (tags).
    private static let progressStyles: KeyValuePairs<String, Int> = ["automatic": 0, "linear": 1, "circular": 2]
    /// `interactionState` choices.
    private static let interactionStates: KeyValuePairs<String, InteractionState> = [
        "idle": .idle, "hover": .hover, "pressed": .pressed, "focused": .focused,
    ]
}
