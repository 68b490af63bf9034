import ProofArguments

/// The command line of `proof diff`, each argument declared once.
enum DiffArguments {
    /// The reference image.
    static let reference = Positional.required(
        "<reference.png>", help: "the reference image (the golden)",
        parser: .nonEmpty("a PNG file", empty: "needs a path"))
    /// The new image.
    static let new = Positional.required(
        "<new.png>", help: "the image compared with it", parser: .nonEmpty("a PNG file", empty: "needs a path"))
    /// `--out`.
    static let out = Option(
        "--out", valueName: "<diff.png>",
        help: "write the reference | difference | new strip (failing pixels magenta, tolerated ones orange)",
        parser: RenderArguments.pngFile)

    /// `proof diff`.
    static let command = Command(
        "diff",
        abstract: "compare two PNG files as the snapshot assertions do and print the numbers",
        discussion: "exit status: 0 same (within the tolerance), 1 different, 2 bad command line or unreadable PNG",
        options: [out, GoldenArguments.tolerance], positionals: [reference, new])
}
