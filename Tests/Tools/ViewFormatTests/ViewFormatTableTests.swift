import ProofUI
import ProofViewFormat
import Testing

/// The view and modifier tables: every name they declare parses, is documented, and is what
/// unknown-name messages offer.
@MainActor
@Suite("View format: tables and reference")
struct ViewFormatTableTests {
    /// The smallest valid object of every view type, by name.
    nonisolated static let viewExamples: [String: String] = [
        "VStack": #"{"view": "VStack"}"#, "HStack": #"{"view": "HStack"}"#, "ZStack": #"{"view": "ZStack"}"#,
        "Spacer": #"{"view": "Spacer"}"#, "Text": #"{"view": "Text", "text": "a"}"#,
        "Image": #"{"view": "Image", "systemName": "star"}"#, "Rectangle": #"{"view": "Rectangle"}"#,
        "RoundedRectangle": #"{"view": "RoundedRectangle", "cornerRadius": 4}"#,
        "Capsule": #"{"view": "Capsule"}"#, "Circle": #"{"view": "Circle"}"#, "Ellipse": #"{"view": "Ellipse"}"#,
        "Color": #"{"view": "Color", "color": "red"}"#, "Divider": #"{"view": "Divider"}"#,
        "Button": #"{"view": "Button", "title": "Go"}"#, "Label": #"{"view": "Label", "title": "a", "image": "b"}"#,
        "Toggle": #"{"view": "Toggle", "title": "a"}"#, "ProgressView": #"{"view": "ProgressView"}"#,
    ]

    /// A valid argument of every modifier, by name (shape modifiers go on a Rectangle, first).
    nonisolated static let modifierExamples: [String: String] = [
        "fill": #""red""#, "stroke": #"{"style": "red", "lineWidth": 2}"#, "strokeBorder": #""blue""#,
        "padding": "4", "frame": #"{"width": 10}"#, "fixedSize": "true", "layoutPriority": "1",
        "offset": #"{"x": 1}"#, "scaledToFit": "true", "scaledToFill": "true", "hidden": "false",
        "foregroundColor": #""red""#, "foregroundStyle": #""secondary""#, "tint": #""green""#,
        "background": #""white""#, "overlay": #"{"view": "Circle"}"#, "border": #""black""#,
        "font": #""headline""#, "fontWeight": #""bold""#, "bold": "true", "monospaced": "true",
        "underline": "true", "strikethrough": "true", "kerning": "1", "tracking": "1", "lineSpacing": "2",
        "lineLimit": "2", "multilineTextAlignment": #""center""#, "truncationMode": #""middle""#,
        "cornerRadius": "3", "clipShape": #""Circle""#, "clipped": "true", "opacity": "0.5", "shadow": "2",
        "rotationEffect": "45", "scaleEffect": "2", "buttonStyle": #""bordered""#, "disabled": "true",
        "controlSize": #""large""#, "buttonBorderShape": #""capsule""#, "toggleStyle": #""button""#,
        "labelStyle": #""iconOnly""#, "progressViewStyle": #""circular""#,
        "interactionState": #""pressed""#, "accessibilityIdentifier": #""id""#, "accessibilityLabel": #""l""#,
        "accessibilityValue": #""v""#, "accessibilityHint": #""h""#, "accessibilityHidden": "true",
        "accessibilityAddTraits": #"["isButton", "isHeader"]"#,
    ]

    @Test func namesAreUniqueAndDocumented() {
        let views = ViewFormatReference.views
        let modifiers = ViewFormatReference.modifiers
        #expect(views.map(\.name) == ViewTreeBuilder.viewNames)
        #expect(Set(views.map(\.name)).count == views.count)
        #expect(Set(modifiers.map(\.name)).count == modifiers.count)
        #expect((views + modifiers).allSatisfy { !$0.summary.isEmpty }, "an entry has no documentation")
        let text = ViewFormatReference.text()
        for entry in views + modifiers {
            #expect(text.contains("\n  \(entry.name) "), "\(entry.name) is missing from the reference")
        }
        #expect(text.split(separator: "\n").allSatisfy { $0.count <= 100 })
        #expect(ViewFormatReference.text(width: 80).split(separator: "\n").allSatisfy { $0.count <= 80 })
    }

    @Test func everyViewOfTheTableBuilds() throws {
        #expect(Set(Self.viewExamples.keys) == Set(ViewTreeBuilder.viewNames), "a view has no example here")
        for name in ViewTreeBuilder.viewNames {
            let json = try #require(Self.viewExamples[name])
            _ = try ViewTreeBuilder().view(from: try JSONParser.parse(json))
        }
    }

    @Test func everyModifierOfTheTableApplies() throws {
        let names = ViewFormatReference.modifiers.map(\.name)
        #expect(Set(Self.modifierExamples.keys) == Set(names), "a modifier has no example here")
        for name in names {
            let argument = try #require(Self.modifierExamples[name])
            let json = #"{"view": "Rectangle", "modifiers": [{"\#(name)": \#(argument)}]}"#
            let view = try ViewTreeBuilder().view(from: try JSONParser.parse(json))
            _ = try ViewRenderer.displayList(view, configuration: RenderConfiguration())
        }
    }

    @Test func unknownNamesListTheTablesInOrder() throws {
        func message(_ json: String) throws -> String? {
            let value = try JSONParser.parse(json)
            do {
                _ = try ViewTreeBuilder().view(from: value)
                return nil
            } catch {
                return error.message
            }
        }
        let modifiers = ViewFormatReference.modifiers.map(\.name).joined(separator: ", ")
        #expect(
            try message(#"{"view": "Text", "text": "a", "modifiers": ["bolt"]}"#)
                == "unknown modifier \"bolt\"; did you mean \"bold\"? (modifiers: \(modifiers))")
        #expect(
            try message(#"{"view": "Elipse"}"#)
                == "unknown view \"Elipse\"; did you mean \"Ellipse\"? (views: "
                + ViewTreeBuilder.viewNames.joined(separator: ", ") + ")")
    }
}
