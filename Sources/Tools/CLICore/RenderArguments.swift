import ProofArguments
import ProofUI

/// The command line of `proof render`, each argument declared once: parsing, validation,
/// suggestions and `proof render --help` all come from these values.
enum RenderArguments {
    /// The preview to render.
    static let preview = Positional<String?>(
        "<preview>",
        help: "the preview to render ('/' in its name becomes '-' in the file name; 'proof list' prints them)",
        parser: .string)
    /// `--json`: a JSON view file instead of a preview.
    static let json = Option(
        "--json", valueName: "<file.json>",
        help: "render the view tree this JSON file describes to <file>.png instead of a preview ('proof help json')",
        parser: .nonEmpty("a JSON file", empty: "needs a file path"))
    /// `--scale`.
    static let scale = Option(
        "--scale", valueName: "<1|2|3>", help: "pixels per point", parser: .oneOf([("1", 1), ("2", 2), ("3", 3)]))
    /// `--scheme`.
    static let scheme = Option(
        "--scheme", valueName: "<light|dark>", help: "colour scheme",
        parser: .oneOf(ColorScheme.allCases.map { ($0.rawValue, $0) }))
    /// `--direction`.
    static let direction = Option(
        "--direction", valueName: "<ltr|rtl>", help: "layout direction",
        parser: .oneOf([("ltr", LayoutDirection.leftToRight), ("rtl", .rightToLeft)]))
    /// `--size-category`.
    static let sizeCategory = Option(
        "--size-category", valueName: "<size>",
        help: "Dynamic Type size: " + DynamicTypeSize.allCases.map(\.rawValue).joined(separator: ", "),
        parser: .named(DynamicTypeSize.allCases.map { ($0.rawValue, $0) }, expected: "xSmall … accessibility5"))
    /// `--width`, in points.
    static let width = Option(
        "--width", valueName: "<points>",
        help: "lay out at this width (1 to \(Int(RenderOptions.maxWidth))); the height is what the view needs",
        parser: ValueParser(expected: "points") { text throws(InvalidValue) in
            guard let w = Double(text), w.isFinite, w >= 1, w <= RenderOptions.maxWidth else {
                throw InvalidValue(
                    "must be a number of points from 1 to \(Int(RenderOptions.maxWidth)), not '\(text)'")
            }
            return w
        })
    /// `--out`.
    static let out = Option(
        "--out", valueName: "<file.png>", help: "where to write the PNG (default: <name>.png in the current folder)",
        parser: pngFile)
    /// A path naming a `.png` file (`--out` of render and diff).
    static let pngFile = ValueParser(expected: "a .png file") { text throws(InvalidValue) in
        guard text.lowercased().hasSuffix(".png"), !text.hasSuffix("/.png"), text.count > 4 else {
            throw InvalidValue("must name a .png file, like card.png, not '\(text)'")
        }
        return text
    }
    /// `--dump`.
    static let dump = Flag("--dump", help: "print the display list (without --out, no PNG is written)")
    /// `--accessibility`.
    static let accessibility = Flag(
        "--accessibility", help: "print the accessibility records as JSON (without --out, no PNG is written)")
    /// `--assets`.
    static let assets = Option(
        "--assets", valueName: "<folder>", help: "register the folder's PNG and SVG files as images for Image(name)",
        parser: .nonEmpty("a folder of PNG and SVG files", empty: "needs a folder path"))
    /// `--symbols`.
    static let symbols = Option(
        "--symbols", valueName: "<folder or file.svg>",
        help: "add or override SF Symbols for Image(systemName:): each <sf.name>.svg draws the symbol sf.name",
        parser: .nonEmpty("a folder of <sf.name>.svg files or one .svg file", empty: "needs a folder or .svg path"))

    /// `--locale`: the locale localized text is translated for.
    static let locale = Option(
        "--locale", valueName: "<identifier>",
        help: "translate localized text for this locale, like fr_FR or ar (a right-to-left one sets --direction rtl)",
        parser: ValueParser(expected: "a locale identifier like fr_FR") { text throws(InvalidValue) in
            let parts = text.split(separator: "_", omittingEmptySubsequences: false).flatMap {
                $0.split(separator: "-", omittingEmptySubsequences: false)
            }
            guard let language = parts.first, (2...3).contains(language.count), language.allSatisfy(\.isLetter),
                parts.dropFirst().allSatisfy({
                    (2...8).contains($0.count) && $0.allSatisfy { $0.isLetter || $0.isNumber }
                })
            else {
                throw InvalidValue("must be a locale identifier like fr_FR, pt-BR or ar, not '\(text)'")
            }
            return text
        })
    /// `--localizations`: a folder of string tables.
    static let localizations = Option(
        "--localizations", valueName: "<folder>",
        help: "read the folder's <language>.lproj/*.strings and *.xcstrings string tables for localized text",
        parser: .nonEmpty("a folder of .lproj folders and .xcstrings files", empty: "needs a folder path"))

    /// `proof render`.
    static let command = Command(
        "render",
        abstract:
            "render a preview, or the view tree a JSON file describes, to PNG; print its display list or "
            + "accessibility records",
        discussion: """
            A JSON view is {"view": "VStack", "spacing": 8, "children": [...], "modifiers": [{"padding": 16}]};
            'proof help json' lists the views and modifiers it supports. A --json render starts from 1x, light,
            left to right, Large text, the view's own size and a transparent background.
            """,
        optionsHeading: "options (they override the preview's configuration; its background is kept)",
        options: [
            json, scale, scheme, direction, sizeCategory, locale, width, out, dump, accessibility, assets,
            localizations, symbols,
        ],
        positionals: [preview])
}
