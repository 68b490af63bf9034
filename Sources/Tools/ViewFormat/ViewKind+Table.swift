import ProofUI

extension ViewKind {
    /// Every view type of the format, in documentation order (the order messages list them in).
    static let all: [ViewKind] = [
        ViewKind(
            "VStack",
            "children in a column: \"alignment\" (\(choices(LayoutValueParser.horizontal))), \"spacing\" (points), "
                + "\"children\""
        ) { reader, builder throws(ViewSpecError) in
            let alignment =
                try reader.optional("alignment")?.choice("\"alignment\" of VStack", LayoutValueParser.horizontal)
                ?? .center
            let spacing = try reader.optional("spacing")?.length("\"spacing\" of VStack")
            let children = try builder.children(&reader)
            return Built(AnyView(VStack(alignment: alignment, spacing: spacing) { each(children) }))
        },
        ViewKind(
            "HStack",
            "children in a row: \"alignment\" (\(choices(LayoutValueParser.vertical))), \"spacing\" (points), "
                + "\"children\""
        ) { reader, builder throws(ViewSpecError) in
            let alignment =
                try reader.optional("alignment")?.choice("\"alignment\" of HStack", LayoutValueParser.vertical)
                ?? .center
            let spacing = try reader.optional("spacing")?.length("\"spacing\" of HStack")
            let children = try builder.children(&reader)
            return Built(AnyView(HStack(alignment: alignment, spacing: spacing) { each(children) }))
        },
        ViewKind(
            "ZStack",
            "children on top of each other: \"alignment\" (\(choices(LayoutValueParser.alignments))), \"children\""
        ) { reader, builder throws(ViewSpecError) in
            let alignment =
                try reader.optional("alignment")?.choice("\"alignment\" of ZStack", LayoutValueParser.alignments)
                ?? .center
            let children = try builder.children(&reader)
            return Built(AnyView(ZStack(alignment: alignment) { each(children) }))
        },
        ViewKind("Spacer", "flexible space along the stack's axis: \"minLength\" (points)") {
            reader, _ throws(ViewSpecError) in
            Built(
                AnyView(
                    Spacer(minLength: try reader.optional("minLength")?.length("\"minLength\" of Spacer", in: 0...1e5))
                ))
        },
        ViewKind("Text", "a string: \"text\" (looked up as a LocalizedStringKey unless \"verbatim\": true)") {
            reader, _ throws(ViewSpecError) in
            let text = try reader.required("text", example: "\"Hello\"").string("\"text\" of Text")
            let verbatim = try reader.optional("verbatim")?.bool("\"verbatim\" of Text") ?? false
            return Built(AnyView(verbatim ? Text(verbatim: text) : Text(LocalizedStringKey(text))))
        },
        ViewKind(
            "Image",
            "an SF Symbol (\"systemName\") or an image asset (\"name\", see --assets); \"resizable\", "
                + "\"renderingMode\" (\(choices(imageRenderingModes)))"
        ) { reader, _ throws(ViewSpecError) in
            Built(AnyView(try image(&reader)))
        },
        shape("Rectangle", "a rectangle", .rectangle),
        ViewKind("RoundedRectangle", "a rectangle with rounded corners: \"cornerRadius\" (points)") {
            reader, _ throws(ViewSpecError) in
            let radius = try reader.required("cornerRadius", example: "8").length(
                "\"cornerRadius\" of RoundedRectangle", in: 0...1e5)
            let spec = ShapeSpec.roundedRectangle(cornerRadius: radius)
            return Built(spec.view(), shape: spec)
        },
        shape("Capsule", "a capsule (semicircular ends)", .capsule),
        shape("Circle", "a circle", .circle),
        shape("Ellipse", "an ellipse", .ellipse),
        ViewKind("Color", "a colour that fills the space offered: \"color\" (see colours below)") {
            reader, _ throws(ViewSpecError) in
            Built(
                AnyView(
                    try ColorParser.color(try reader.required("color", example: "\"#FF0000\""), "\"color\" of Color")))
        },
        ViewKind("Divider", "a thin line across the enclosing stack") { _, _ throws(ViewSpecError) in
            Built(AnyView(Divider()))
        },
        ViewKind(
            "Button",
            "a button: \"title\", \"systemImage\" (an SF Symbol before the title), \"role\" (\(choices(buttonRoles)))"
        ) { reader, _ throws(ViewSpecError) in
            let title = try reader.required("title", example: "\"Continue\"").string("\"title\" of Button")
            let systemImage = try reader.optional("systemImage")?.string("\"systemImage\" of Button")
            let role = try reader.optional("role")?.choice("\"role\" of Button", buttonRoles)
            let label =
                systemImage.map { AnyView(Label(LocalizedStringKey(title), systemImage: $0)) }
                ?? AnyView(Text(LocalizedStringKey(title)))
            return Built(AnyView(Button(role: role, action: {}) { label }))
        },
        ViewKind(
            "Label",
            "a title with an icon: \"title\" and one of \"systemImage\" (an SF Symbol) and \"image\" (an asset)"
        ) {
            reader, _ throws(ViewSpecError) in
            let title = try reader.required("title", example: "\"Inbox\"").string("\"title\" of Label")
            let systemImage = try reader.optional("systemImage")?.string("\"systemImage\" of Label")
            let imageName = try reader.optional("image")?.string("\"image\" of Label")
            switch (systemImage, imageName) {
            case (let symbol?, nil): return Built(AnyView(Label(LocalizedStringKey(title), systemImage: symbol)))
            case (nil, let asset?): return Built(AnyView(Label(LocalizedStringKey(title), image: asset)))
            default:
                throw ViewSpecError(
                    "Label needs exactly one of \"systemImage\" (an SF Symbol name) and \"image\" (an asset name)",
                    at: reader.position)
            }
        },
        ViewKind("Toggle", "a switch with a title: \"title\", \"isOn\" (true or false)") {
            reader, _ throws(ViewSpecError) in
            let title = try reader.required("title", example: "\"Wi-Fi\"").string("\"title\" of Toggle")
            let isOn = try reader.optional("isOn")?.bool("\"isOn\" of Toggle") ?? false
            return Built(AnyView(Toggle(LocalizedStringKey(title), isOn: .constant(isOn))))
        },
        ViewKind(
            "ProgressView",
            "a progress bar (or a spinner without \"value\"): \"value\", \"total\" (default 1), \"label\""
        ) { reader, _ throws(ViewSpecError) in
            let progress = try reader.optional("value")?.number("\"value\" of ProgressView")
            let total = try reader.optional("total")?.number("\"total\" of ProgressView", in: 1e-9...1e9) ?? 1
            let label = try reader.optional("label")?.string("\"label\" of ProgressView")
            if let label {
                return Built(AnyView(ProgressView(value: progress, total: total) { Text(LocalizedStringKey(label)) }))
            } else if let progress {
                return Built(AnyView(ProgressView(value: progress, total: total)))
            }
            return Built(AnyView(ProgressView()))
        },
    ]

    /// `Button` roles.
    static let buttonRoles: KeyValuePairs<String, ButtonRole> = ["destructive": .destructive, "cancel": .cancel]
    /// `Image` rendering modes.
    static let imageRenderingModes: KeyValuePairs<String, Image.TemplateRenderingMode> = [
        "template": .template, "original": .original,
    ]

    /// A shape view without options.
    private static func shape(_ name: String, _ what: String, _ spec: ShapeSpec) -> ViewKind {
        ViewKind(name, "\(what) filling its frame (fill or stroke it with the first modifier)") {
            _, _ throws(ViewSpecError) in
            Built(spec.view(), shape: spec)
        }
    }

    private static func image(_ reader: inout ObjectReader) throws(ViewSpecError) -> Image {
        let systemName = try reader.optional("systemName")?.string("\"systemName\" of Image")
        let assetName = try reader.optional("name")?.string("\"name\" of Image")
        let resizable = try reader.optional("resizable")?.bool("\"resizable\" of Image") ?? false
        let mode = try reader.optional("renderingMode")?.choice("\"renderingMode\" of Image", imageRenderingModes)
        var image: Image
        switch (systemName, assetName) {
        case (let symbol?, nil): image = Image(systemName: symbol)
        case (nil, let asset?): image = Image(asset)
        default:
            throw ViewSpecError(
                "Image needs exactly one of \"systemName\" (an SF Symbol like \"star.fill\") and \"name\" "
                    + "(an image asset)",
                at: reader.position)
        }
        if resizable { image = image.resizable() }
        if let mode { image = image.renderingMode(mode) }
        return image
    }

    /// The children as one list of siblings for a stack.
    private static func each(_ children: [AnyView]) -> ForEach<Range<Int>, Int, AnyView> {
        ForEach(0..<children.count) { children[$0] }
    }

    /// `a, b, c`: the names of a choice table, for summaries.
    static func choices<T>(_ table: KeyValuePairs<String, T>) -> String {
        table.map(\.key).joined(separator: ", ")
    }
}
