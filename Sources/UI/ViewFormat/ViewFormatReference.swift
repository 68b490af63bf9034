import ProofUI

/// The documentation of the JSON view format, made from the tables the builder reads
/// (`ViewKind.all`, `ModifierKind.all`, the colour names), so it lists exactly what parses.
/// `proof help json` prints `text`.
public enum ViewFormatReference {
    /// Every view type, in documentation order.
    public static let views: [ViewFormatEntry] = ViewKind.all.map {
        ViewFormatEntry(name: $0.name, summary: $0.summary)
    }

    /// Every modifier, in documentation order.
    public static let modifiers: [ViewFormatEntry] = ModifierKind.all.map {
        ViewFormatEntry(name: $0.name, summary: $0.summary)
    }

    /// The whole reference as text, at most 120 characters a line.
    public static var text: String {
        let width = views.map(\.name.count).max() ?? 0
        let modifierWidth = modifiers.map(\.name.count).max() ?? 0
        func rows(_ entries: [ViewFormatEntry], _ width: Int) -> String {
            entries.map { entry in
                "  " + entry.name + String(repeating: " ", count: width + 2 - entry.name.count)
                    + wrap(entry.summary, indent: width + 4)
            }
            .joined(separator: "\n")
        }
        let colours = ColorParser.names.map(\.key).joined(separator: ", ")
        return """
            The JSON view format (proof render --json <file>)

            A view is an object: {"view": "<type>", <its keys>…, "children": [views], "modifiers": [modifiers]}.
            "children" belong to stacks; modifiers apply in order, as a SwiftUI modifier chain, each an object
            with one key, its name, like {"padding": 16}, or a bare name for true, like "bold". Unknown views,
            modifiers and keys are errors with the file, line and column and the likeliest intended name.

            views:
            \(rows(views, width))

            modifiers:
            \(rows(modifiers, modifierWidth))

            colours: "#RRGGBB", "#RRGGBBAA", a name (\(colours)),
              {"light": colour, "dark": colour}, or {"color": colour, "opacity": 0.5}.
            styles (fill, stroke, foregroundStyle, background, border): a colour, "primary" … "quaternary",
              "tint", "background", {"linearGradient": {"colors": […], "startPoint": "top", "endPoint": "bottom"}}
              or {"radialGradient": {"colors": […], "center": "center", "startRadius": 0, "endRadius": 50}}.
            """
    }

    /// `text` broken into lines of at most 120 characters, continuation lines indented by `indent`
    /// (the first line is placed by the caller).
    private static func wrap(_ text: String, indent: Int) -> String {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty && indent + line.count + 1 + word.count > 120 {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        lines.append(line)
        return lines.joined(separator: "\n" + String(repeating: " ", count: indent))
    }
}
