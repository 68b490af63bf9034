import ProofArguments

/// The command line of `proof-gallery`, each argument declared once.
enum GalleryArguments {
    /// Where the images go.
    static let output = Positional(
        "<output-folder>", help: "the folder the images and index.html are written to",
        parser: .nonEmpty("a folder", empty: "needs a folder path"), default: "gallery")
    /// `--only`.
    static let only = RepeatableOption(
        "--only", valueName: "<name|prefix/>",
        help: "only the image with this name (its golden path without .png, like raster/cap-round) or the images "
            + "under this prefix ending in '/' (like ouds/sosh/)",
        parser: .nonEmpty("an image name or a prefix ending in '/'", empty: "needs an image name or a prefix"))

    /// `proof-gallery`.
    static let command = Command(
        "proof-gallery",
        abstract:
            "render every catalog image to <output-folder>/<golden path> (raster: engine primitives; text: fonts, "
            + "layout, bidi, typography; ui: every ProofUI view and modifier; ouds: every OUDS component state per "
            + "theme, light and dark), plus an index.html to look at them",
        discussion: "Scripts/record-goldens points it at Golden/ to re-record the goldens.",
        options: [only], positionals: [output], version: ProofVersion.current)
}
