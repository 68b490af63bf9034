import ProofUI

/// The documentation of the JSON view format, made from the tables the builder reads
/// (`ViewKind.all`, `ModifierKind.all`, the colour names), so it lists exactly what parses.
/// `proof help json` prints `text()`.
public enum ViewFormatReference {
    /// Every view type, in documentation order.
    public static let views: [ViewFormatEntry] = ViewKind.all.map {
        ViewFormatEntry(name: $0.name, summary: $0.summary)
    }

    /// Every modifier, in documentation order.
    public static let modifiers: [ViewFormatEntry] = ModifierKind.all.map {
        ViewFormatEntry(name: $0.name, summary: $0.summary)
    }

    /// The whole reference as text, at most `width` characters a line (100 by default).
    public static func text(width: Int = 100) -> String {
        let viewColumn = (views.map(\.name.count).max() ?? 0) + 4
        let modifierColumn = (modifiers.map(\.name.count).max() ?? 0) + 4
        func rows(_ entries: [ViewFormatEntry], _ column: Int) -> String {
            entries.map { entry in
                let name = "  " + entry.name
                let text = wrap(entry.summary, width: width, indent: column)
                return name + String(text.dropFirst(name.count))
            }
            .joined(separator: "\n")
        }
        let colours = ColorParser.names.map(\.key).joined(separator: ", ")
        let paragraphs: [String] = [
            wrap(
                "A view is an object: {\"view\": \"<type>\", <its keys>…, \"children\": [views], \"modifiers\": "
                    + "[modifiers]}. \"children\" belong to stacks; modifiers apply in order, as a SwiftUI modifier "
                    + "chain, each an object with one key, its name, like {\"padding\": 16}, or a bare name for true, "
                    + "like \"bold\". Unknown views, modifiers and keys are errors with the file, line and column and "
                    + "the likeliest intended name.", width: width, indent: 0),
            "views:\n" + rows(views, viewColumn),
            "modifiers:\n" + rows(modifiers, modifierColumn),
            String(
                wrap(
                    "colours: \"#RRGGBB\", \"#RRGGBBAA\", a name (\(colours)), {\"light\": colour, \"dark\": colour}, "
                        + "or {\"color\": colour, \"opacity\": 0.5}.", width: width, indent: 2
                ).dropFirst(2)),
            String(
                wrap(
                    "styles (fill, stroke, foregroundStyle, background, border): a colour, \"primary\" … "
                        + "\"quaternary\", \"tint\", \"background\", {\"linearGradient\": {\"colors\": […], "
                        + "\"startPoint\": \"top\", \"endPoint\": \"bottom\"}} or {\"radialGradient\": {\"colors\": "
                        + "[…], \"center\": \"center\", \"startRadius\": 0, \"endRadius\": 50}}.", width: width,
                    indent: 2
                ).dropFirst(2)),
        ]
        return (["The JSON view format (proof render --json <file>)"] + paragraphs)
            .joined(separator: "\n\n")
    }

    /// `text` broken into lines of at most `width` characters (a longer word stays whole), every
    /// line indented by `indent` spaces.
    static func wrap(_ text: String, width: Int, indent: Int) -> String {
        let margin = String(repeating: " ", count: indent)
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty && indent + line.count + 1 + word.count > width {
                lines.append(margin + line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        lines.append(margin + line)
        return lines.joined(separator: "\n")
    }
}
