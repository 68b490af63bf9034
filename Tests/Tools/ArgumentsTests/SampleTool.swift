import ProofArguments

/// A small tool declared with every kind of argument, for the parser and help tests:
/// `sample draw <shape> [<count>] --size <points> [--colour <name>]… [--fill] [-q]` and `sample info`.
enum SampleTool {
    static let shape = Positional.required(
        "<shape>", help: "the shape to draw", parser: .oneOf([("circle", 0), ("square", 4)]))
    static let count = Positional("<count>", help: "how many", parser: .integer(atLeast: 1), default: 1)
    static let size = Option.required(
        "--size", short: "s", valueName: "<points>", help: "the side, in points", parser: .integer(atLeast: 1))
    static let colours = RepeatableOption(
        "--colour", valueName: "<name>", help: "a colour to cycle through",
        parser: .named([("red", "R"), ("green", "G"), ("blue", "B")], expected: "red, green or blue"))
    static let fill = Flag("--fill", help: "fill instead of stroking")
    static let quiet = Flag("--quiet", short: "q", help: "print nothing")
    static let label = Option(
        "--label", valueName: "<text>", help: "a caption", parser: .nonEmpty("a text", empty: "needs some text"))
    static let repetitions = Option(
        "--reps", valueName: "<N>", help: "times to draw", parser: .integer(atLeast: 1), default: 30)

    static let draw = Command(
        "draw", abstract: "Draws shapes.", discussion: "Shapes are drawn in order.",
        options: [size, colours, fill, quiet, label, repetitions], positionals: [shape, count])
    static let info = Command("info", abstract: "prints what the tool knows")
    static let topic = HelpTopic("shapes", abstract: "the shapes it draws", text: { "circle and square" })
    static let root = Command(
        "sample", abstract: "A sample tool.", subcommands: [draw, info], topics: [topic], version: "1.2.3")

    /// A tool without subcommands.
    static let flat = Command(
        "flat", abstract: "A flat tool.", options: [repetitions, colours], positionals: [count], version: "1.2.3")
}
