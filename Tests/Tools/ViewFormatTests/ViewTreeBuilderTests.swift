import ProofUI
import ProofViewFormat
import Testing

@MainActor
@Suite("View format: JSON view trees")
struct ViewTreeBuilderTests {
    /// The display list dump of the view `json` describes, without its first line (the size) unless asked.
    private func dump(_ json: String, _ configuration: RenderConfiguration = RenderConfiguration()) throws -> [String] {
        let view = try ViewTreeBuilder().view(from: try JSONParser.parse(json))
        return try ViewRenderer.displayList(view, configuration: configuration).description.split(separator: "\n").map(
            String.init)
    }

    private func specError(_ json: String) throws -> ViewSpecError? {
        let value = try JSONParser.parse(json)
        do {
            _ = try ViewTreeBuilder().view(from: value)
            return nil
        } catch {
            return error
        }
    }

    private static func box(_ color: String, _ width: Int, _ height: Int) -> String {
        ##"{"view": "Color", "color": "\##(color)", "modifiers": "##
            + ##"[{"frame": {"width": \##(width), "height": \##(height)}}]}"##
    }

    @Test func paddingBackgroundAndFrame() throws {
        let lines = try dump(
            ##"{"view": "Color", "color": "#FF0000", "modifiers": [{"frame": {"width": 120, "height": 40}}, "##
                + ##"{"padding": 16}, {"background": "#FFFFFF"}]}"##
        )
        #expect(lines == ["size 152×72", "fill (0, 0, 152×72) #FFFFFF", "fill (16, 16, 120×40) #FF0000"])
    }

    @Test(arguments: [("leading", 0), ("center", 10), ("trailing", 20)])
    func vstackAlignmentAndSpacing(alignment: String, x: Int) throws {
        let lines = try dump(
            ##"{"view": "VStack", "alignment": "\##(alignment)", "spacing": 4, "children": "##
                + ##"[\##(Self.box("red", 40, 10)), \##(Self.box("blue", 20, 10))]}"##
        )
        #expect(lines == ["size 40×24", "fill (0, 0, 40×10) #FF3B30", "fill (\(x), 14, 20×10) #007AFF"])
    }

    @Test(arguments: [(LayoutDirection.leftToRight, [0, 10]), (.rightToLeft, [20, 0])])
    func hstackFollowsTheLayoutDirection(direction: LayoutDirection, xs: [Int]) throws {
        let lines = try dump(
            ##"{"view": "HStack", "spacing": 0, "children": "##
                + ##"[\##(Self.box("#FF0000", 10, 10)), \##(Self.box("#0000FF", 20, 10))]}"##,
            RenderConfiguration(layoutDirection: direction))
        #expect(lines == ["size 30×10", "fill (\(xs[0]), 0, 10×10) #FF0000", "fill (\(xs[1]), 0, 20×10) #0000FF"])
    }

    @Test func zstackAlignsChildren() throws {
        let lines = try dump(
            ##"{"view": "ZStack", "alignment": "bottomTrailing", "children": "##
                + ##"[\##(Self.box("#000000", 40, 40)), \##(Self.box("#FFFFFF", 10, 10))]}"##
        )
        #expect(lines == ["size 40×40", "fill (0, 0, 40×40) #000000", "fill (30, 30, 10×10) #FFFFFF"])
    }

    @Test(arguments: [
        (##""#336699""##, ColorScheme.light, "#336699"),
        (##""#33669980""##, .light, "#33669980"),
        (#""red""#, .light, "#FF3B30"),
        (#""red""#, .dark, "#FF453A"),
        (##"{"light": "#000000", "dark": "#FFFFFF"}"##, .dark, "#FFFFFF"),
        (##"{"color": "#FFFFFF", "opacity": 0.5}"##, .light, "#FFFFFF80"),
    ])
    func colours(color: String, scheme: ColorScheme, expected: String) throws {
        let lines = try dump(
            ##"{"view": "Rectangle", "modifiers": [{"fill": \##(color)}, {"frame": {"width": 4, "height": 4}}]}"##,
            RenderConfiguration(colorScheme: scheme))
        #expect(lines == ["size 4×4", "fill (0, 0, 4×4) \(expected)"])
    }

    @Test func flexibleFrameTakesTheOfferedWidth() throws {
        let lines = try dump(
            ##"{"view": "Color", "color": "#00FF00", "##
                + ##""modifiers": [{"frame": {"maxWidth": "infinity", "height": 10}}]}"##,
            RenderConfiguration(size: .width(200)))
        #expect(lines == ["size 200×10", "fill (0, 0, 200×10) #00FF00"])
    }

    @Test func shapesStrokeClipAndOpacity() throws {
        let lines = try dump(
            ##"""
            {"view": "VStack", "spacing": 0, "children": [
              {"view": "Circle", "modifiers": [{"stroke": {"style": "#0000FF", "lineWidth": 2}},
                {"frame": {"width": 20, "height": 20}}]},
              {"view": "Color", "color": "#000000", "modifiers": [{"frame": {"width": 20, "height": 10}},
                {"clipShape": "Capsule"}, {"opacity": 0.5}]}
            ]}
            """##)
        #expect(
            lines == [
                "size 20×30", "stroke (0, 0, 20×20) #0000FF width 2", "layer opacity 0.5", "  clip (0, 20, 20×10)",
                "    fill (0, 20, 20×10) #000000",
                "  end clip", "end layer",
            ])
    }

    @Test func textFontColourAndAccessibility() throws {
        let lines = try dump(
            ##"{"view": "Text", "text": "Hi", "modifiers": [{"font": {"size": 20, "weight": "bold"}}, "##
                + ##"{"foregroundColor": "#112233"}, {"accessibilityIdentifier": "greeting"}, "##
                + ##"{"accessibilityLabel": "Hello"}]}"##
        )
        #expect(lines.count == 3)
        #expect(lines[1].hasPrefix("accessibility (0, 0, ") && lines[1].hasSuffix(" id=greeting label=\"Hello\""))
        #expect(lines[2].hasPrefix("text \"Hi\" at (0, 0) "))
        #expect(lines[2].contains(" #112233 ") && lines[2].contains("Bold"))
    }

    @Test func controlsBuild() throws {
        let lines = try dump(
            ##"""
            {"view": "VStack", "children": [
              {"view": "Button", "title": "Go", "modifiers": [{"buttonStyle": "borderedProminent"}]},
              {"view": "Toggle", "title": "On", "isOn": true, "modifiers": [{"frame": {"width": 200}}]},
              {"view": "ProgressView", "value": 0.25, "modifiers": [{"frame": {"width": 100}}]},
              {"view": "Label", "title": "Mail", "systemImage": "envelope"},
              {"view": "Image", "systemName": "star.fill"},
              {"view": "Divider"}, {"view": "Spacer", "minLength": 4}
            ]}
            """##)
        #expect(lines.contains { $0.hasPrefix("text \"Go\"") && $0.contains("#FFFFFF") })
        #expect(lines.contains { $0.hasSuffix("51×31) #34C759") })
        #expect(lines.contains { $0.hasSuffix("25×4) #007AFF") })
        #expect(lines.contains { $0.hasPrefix("text \"Mail\"") })
    }

    @Test func nestingDepthIsLimited() throws {
        func nested(_ depth: Int) -> String {
            (1..<depth).reduce(##"{"view": "Text", "text": "leaf"}"##) { inner, _ in
                ##"{"view": "VStack", "children": [\##(inner)]}"##
            }
        }
        _ = try ViewTreeBuilder().view(from: try JSONParser.parse(nested(ViewTreeBuilder.maxDepth)))
        let error = try specError(nested(ViewTreeBuilder.maxDepth + 1))
        let column = 1 + (ViewTreeBuilder.maxDepth) * ##"{"view": "VStack", "children": ["##.count
        #expect(
            error
                == ViewSpecError(
                    "views nest more than \(ViewTreeBuilder.maxDepth) levels deep here: flatten the tree",
                    at: SourcePosition(line: 1, column: column)))
        let viaBackground = try specError(
            ##"{"view": "Text", "text": "a", "modifiers": [{"background": \##(nested(ViewTreeBuilder.maxDepth))}]}"##)
        #expect(viaBackground?.message.hasPrefix("views nest more than") == true)
    }

    @Test(arguments: [
        (##"{"view": "VStak"}"##, 1, 10, "unknown view \"VStak\"; did you mean \"VStack\"?"),
        (##"{"view": "Grid"}"##, 1, 10, "(views: VStack, HStack"),
        (##"{"text": "a"}"##, 1, 1, "the root view needs \"view\""),
        (##"{"view": "Text"}"##, 1, 1, "Text needs \"text\""),
        (##"{"view": "Text", "txt": "a", "text": "b"}"##, 1, 18, "unknown key \"txt\" in Text; did you mean \"text\"?"),
        (##"{"view": "Text", "text": 5}"##, 1, 26, "\"text\" of Text must be a string, not a number"),
        (##"{"view": "VStack", "spacing": "8"}"##, 1, 31, "\"spacing\" of VStack must be a number, not a string"),
        (##"{"view": "VStack", "alignment": "left"}"##, 1, 33, "(use leading, center, trailing)"),
        (##"{"view": "VStack", "children": [3]}"##, 1, 33, "child 1 of VStack must be an object, not a number"),
        (
            ##"{"view": "Text", "text": "a", "modifiers": [{"paddin": 4}]}"##, 1, 46,
            "unknown modifier \"paddin\"; did you mean \"padding\"?"
        ),
        (
            ##"{"view": "Text", "text": "a", "modifiers": [{"padding": 4, "bold": true}]}"##, 1, 45,
            "must have exactly one key"
        ),
        (##"{"view": "Text", "text": "a", "modifiers": [{"fill": "red"}]}"##, 1, 46, "\"fill\" draws a shape"),
        (##"{"view": "Text", "text": "a", "modifiers": [{"opacity": 1.5}]}"##, 1, 57, "must be between 0 and 1"),
        (##"{"view": "Text", "text": "a", "modifiers": [{"lineLimit": 0}]}"##, 1, 59, "between 1 and 10000"),
        (##"{"view": "Text", "text": "a", "modifiers": [{"font": "big"}]}"##, 1, 54, "\"font\" cannot be \"big\""),
        (
            ##"{"view": "Text", "text": "a", "modifiers": [{"foregroundColor": "reed"}]}"##, 1, 65,
            "did you mean \"red\"?"
        ),
        (
            ##"{"view": "Text", "text": "a", "modifiers": [{"foregroundColor": "#12345"}]}"##, 1, 65,
            "write #RRGGBB or #RRGGBBAA"
        ),
        (
            ##"{"view": "Text", "text": "a", "modifiers": [{"frame": {"width": "infinity"}}]}"##, 1, 65,
            "use \"maxWidth\": \"infinity\""
        ),
        (
            ##"{"view": "Text", "text": "a", "modifiers": [{"frame": {"width": 10, "minWidth": 5}}]}"##, 1, 55,
            "cannot take \"width\" with a min"
        ),
        (
            ##"{"view": "Text", "text": "a", "modifiers": [{"frame": {"minWidth": 50, "maxWidth": 10}}]}"##, 1, 55,
            "\"minWidth\" (50) of \"frame\" is larger"
        ),
        (
            ##"{"view": "Text", "text": "a", "modifiers": [{"clipShape": "RoundedRectangle"}]}"##, 1, 59,
            "needs a radius"
        ),
        (##"{"view": "Image"}"##, 1, 1, "Image needs exactly one of \"systemName\""),
        (##"{"view": "RoundedRectangle"}"##, 1, 1, "RoundedRectangle needs \"cornerRadius\""),
        (
            ##"{"view": "Text", "text": "a", "modifiers": [{"shadow": {"radius": 2, "blur": 3}}]}"##, 1, 70,
            "unknown key \"blur\" in \"shadow\""
        ),
    ])
    func mistakesPointAtTheValue(json: String, line: Int, column: Int, fragment: String) throws {
        let error = try specError(json)
        #expect(
            error?.position == SourcePosition(line: line, column: column),
            "\(error.map(String.init(describing:)) ?? "built")")
        #expect(error?.message.contains(fragment) == true, "\(error?.message ?? "built")")
    }
}
