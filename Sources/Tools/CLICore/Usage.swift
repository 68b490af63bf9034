import ProofUI

/// The text `proof --help` prints.
public enum Usage {
    /// The usage text.
    public static let text = """
        usage: proof list
               proof render <preview> [options]
               proof render --json <file.json> [options]

        commands:
          list                     print the names of the built-in previews, one per line, sorted
          render <preview>         render a preview to <preview>.png ('/' in the name becomes '-')
          render --json <file>     render the view tree a JSON file describes to <file>.png

        render options (they override the preview's configuration; its background is kept):
          --scale 1|2|3            pixels per point
          --scheme light|dark      colour scheme
          --direction ltr|rtl      layout direction
          --size-category <size>   Dynamic Type size: \(sizeCategories)
          --width <points>         lay out at this width (1 to 16384); the height is what the view needs
          --out <file.png>         where to write the PNG (default: <name>.png in the current directory)
          --dump                   print the display list (without --out, no PNG is written)
          --accessibility          print the accessibility records as JSON (without --out, no PNG is written)
          --assets <folder>        register the folder's PNG and SVG files as images for Image(name)
          -h, --help               print this help

        A JSON view is {"view": "VStack", "spacing": 8, "children": [...], "modifiers": [{"padding": 16}]};
        see the README for the views and modifiers it supports. A --json render starts from 1x, light,
        left to right, Large text, the view's own size and a transparent background.

        exit status: 0 done, 1 the view could not be rendered or written, 2 bad command line or input
        """

    static let sizeCategories: String = {
        let names = DynamicTypeSize.allCases.map(\.rawValue)
        return names.prefix(7).joined(separator: ", ") + ",\n                           "
            + names.dropFirst(7).joined(separator: ", ")
    }()
}
