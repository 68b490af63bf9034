import ProofArguments
import ProofUI

/// Builds a ProofUI view tree from the JSON view format of `proof render --json`: every view is an
/// object with `"view"` (its type name), the options of that type, optional `"children"` (stacks)
/// and optional `"modifiers"` (applied in order, as a SwiftUI modifier chain). Views are erased to
/// `AnyView`, so any tree can be built at run time.
public struct ViewTreeBuilder: Sendable {
    /// The view types the format knows.
    public static let viewNames = [
        "VStack", "HStack", "ZStack", "Spacer", "Text", "Image", "Rectangle", "RoundedRectangle", "Capsule", "Circle",
        "Ellipse", "Color",
        "Divider", "Button", "Label", "Toggle", "ProgressView",
    ]

    /// How deeply views may nest (children, and the views of `background` and `overlay`): far deeper
    /// than any real screen, and a bound on the work a hostile file can ask for.
    public static let maxDepth = 48

    /// The nesting level of the views this builder builds (the root is 1).
    private let depth: Int

    /// A builder.
    public init() { depth = 1 }

    private init(depth: Int) { self.depth = depth }

    /// A builder for the views one level deeper.
    var nested: ViewTreeBuilder { ViewTreeBuilder(depth: depth + 1) }

    /// The view `value` describes, or the first problem found in it.
    public func view(from value: JSONValue) throws(ViewSpecError) -> AnyView { try build(value, role: "the root view") }

    /// Builds one view object; `role` says where it is ("child 2 of VStack") for messages about it.
    func build(_ value: JSONValue, role: String) throws(ViewSpecError) -> AnyView {
        guard depth <= Self.maxDepth else {
            throw ViewSpecError(
                "views nest more than \(Self.maxDepth) levels deep here: flatten the tree", at: value.position)
        }
        var reader = try ObjectReader(value, subject: role)
        let nameValue = try reader.required("view", example: "\"Text\"")
        let name = try nameValue.string("\"view\" of \(role)")
        guard Self.viewNames.contains(name) else {
            throw ViewSpecError(
                "unknown view \"\(name)\"\(NameSuggester.hint(for: name, in: Self.viewNames)) (views: \(Self.viewNames.joined(separator: ", ")))",
                at: nameValue.position)
        }
        reader.subject = name
        var shape: ShapeSpec?
        let base: AnyView
        switch name {
        case "VStack":
            let alignment =
                try reader.optional("alignment")?.choice("\"alignment\" of VStack", LayoutValueParser.horizontal)
                ?? .center
            let spacing = try reader.optional("spacing")?.length("\"spacing\" of VStack")
            let children = try self.children(&reader)
            base = AnyView(VStack(alignment: alignment, spacing: spacing) { Self.each(children) })
        case "HStack":
            let alignment =
                try reader.optional("alignment")?.choice("\"alignment\" of HStack", LayoutValueParser.vertical)
                ?? .center
            let spacing = try reader.optional("spacing")?.length("\"spacing\" of HStack")
            let children = try self.children(&reader)
            base = AnyView(HStack(alignment: alignment, spacing: spacing) { Self.each(children) })
        case "ZStack":
            let alignment =
                try reader.optional("alignment")?.choice("\"alignment\" of ZStack", LayoutValueParser.alignments)
                ?? .center
            let children = try self.children(&reader)
            base = AnyView(ZStack(alignment: alignment) { Self.each(children) })
        case "Spacer":
            base = AnyView(
                Spacer(minLength: try reader.optional("minLength")?.length("\"minLength\" of Spacer", in: 0...1e5)))
        case "Text":
            let text = try reader.required("text", example: "\"Hello\"").string("\"text\" of Text")
            let verbatim = try reader.optional("verbatim")?.bool("\"verbatim\" of Text") ?? false
            base = AnyView(verbatim ? Text(verbatim: text) : Text(LocalizedStringKey(text)))
        case "Image":
            base = AnyView(try image(&reader))
        case "Rectangle", "Capsule", "Circle", "Ellipse", "RoundedRectangle":
            let spec: ShapeSpec
            switch name {
            case "Rectangle": spec = .rectangle
            case "Capsule": spec = .capsule
            case "Circle": spec = .circle
            case "Ellipse": spec = .ellipse
            default:
                let radius = try reader.required("cornerRadius", example: "8").length(
                    "\"cornerRadius\" of RoundedRectangle", in: 0...1e5)
                spec = .roundedRectangle(cornerRadius: radius)
            }
            shape = spec
            base = spec.view()
        case "Color":
            base = AnyView(
                try ColorParser.color(try reader.required("color", example: "\"#FF0000\""), "\"color\" of Color"))
        case "Divider":
            base = AnyView(Divider())
        case "Button":
            let title = try reader.required("title", example: "\"Continue\"").string("\"title\" of Button")
            let systemImage = try reader.optional("systemImage")?.string("\"systemImage\" of Button")
            let role = try reader.optional("role")?.choice(
                "\"role\" of Button", ["destructive": ButtonRole.destructive, "cancel": .cancel])
            let label =
                systemImage.map { AnyView(Label(LocalizedStringKey(title), systemImage: $0)) }
                ?? AnyView(Text(LocalizedStringKey(title)))
            base = AnyView(Button(role: role, action: {}) { label })
        case "Label":
            let title = try reader.required("title", example: "\"Inbox\"").string("\"title\" of Label")
            let systemImage = try reader.optional("systemImage")?.string("\"systemImage\" of Label")
            let imageName = try reader.optional("image")?.string("\"image\" of Label")
            switch (systemImage, imageName) {
            case (let symbol?, nil): base = AnyView(Label(LocalizedStringKey(title), systemImage: symbol))
            case (nil, let asset?): base = AnyView(Label(LocalizedStringKey(title), image: asset))
            default:
                throw ViewSpecError(
                    "Label needs exactly one of \"systemImage\" (an SF Symbol name) and \"image\" (an asset name)",
                    at: value.position)
            }
        case "Toggle":
            let title = try reader.required("title", example: "\"Wi-Fi\"").string("\"title\" of Toggle")
            let isOn = try reader.optional("isOn")?.bool("\"isOn\" of Toggle") ?? false
            base = AnyView(Toggle(LocalizedStringKey(title), isOn: .constant(isOn)))
        default:  // ProgressView
            let progress = try reader.optional("value")?.number("\"value\" of ProgressView")
            let total = try reader.optional("total")?.number("\"total\" of ProgressView", in: 1e-9...1e9) ?? 1
            let label = try reader.optional("label")?.string("\"label\" of ProgressView")
            if let label {
                base = AnyView(ProgressView(value: progress, total: total) { Text(LocalizedStringKey(label)) })
            } else if let progress {
                base = AnyView(ProgressView(value: progress, total: total))
            } else {
                base = AnyView(ProgressView())
            }
        }
        let modifiers = try reader.optional("modifiers")?.array("\"modifiers\" of \(name)") ?? []
        try reader.rejectUnknownKeys()
        return try ModifierApplier(builder: self).apply(modifiers, to: base, shape: shape, viewName: name)
    }

    private func children(_ reader: inout ObjectReader) throws(ViewSpecError) -> [AnyView] {
        let name = reader.subject
        guard let list = try reader.optional("children")?.array("\"children\" of \(name)") else { return [] }
        var views: [AnyView] = []
        for (i, child) in list.enumerated() { views.append(try nested.build(child, role: "child \(i + 1) of \(name)")) }
        return views
    }

    private func image(_ reader: inout ObjectReader) throws(ViewSpecError) -> Image {
        let systemName = try reader.optional("systemName")?.string("\"systemName\" of Image")
        let assetName = try reader.optional("name")?.string("\"name\" of Image")
        let resizable = try reader.optional("resizable")?.bool("\"resizable\" of Image") ?? false
        let mode = try reader.optional("renderingMode")?.choice(
            "\"renderingMode\" of Image", ["template": Image.TemplateRenderingMode.template, "original": .original])
        var image: Image
        switch (systemName, assetName) {
        case (let symbol?, nil): image = Image(systemName: symbol)
        case (nil, let asset?): image = Image(asset)
        default:
            throw ViewSpecError(
                "Image needs exactly one of \"systemName\" (an SF Symbol like \"star.fill\") and \"name\" (an image asset)",
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
}
