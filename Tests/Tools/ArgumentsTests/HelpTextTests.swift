import ProofArguments
import Testing

@Suite("Arguments: generated help")
struct HelpTextTests {
    @Test func aCommandsHelpListsItsArgumentsAndOptionsFromTheirDeclarations() {
        let help = SampleTool.root.helpText(at: ["sample", "draw"])
        #expect(
            help == """
                usage: sample draw <shape> [<count>] --size <points> [options]

                Draws shapes.

                arguments:
                  <shape>                  the shape to draw
                  <count>                  how many (default: 1)

                options:
                  -s, --size <points>      the side, in points (required)
                  --colour <name>          a colour to cycle through (may be repeated)
                  --fill                   fill instead of stroking
                  -q, --quiet              print nothing
                  --label <text>           a caption
                  --reps <N>               times to draw (default: 30)
                  -h, --help               print this help

                Shapes are drawn in order.
                """)
    }

    @Test func theRootsHelpListsCommandsTopicsAndVersion() {
        let help = SampleTool.root.helpText()
        #expect(
            help == """
                usage: sample draw <shape> [<count>] --size <points> [options]
                       sample info
                       sample help [<command>|<topic>]

                A sample tool.

                commands:
                  draw                     Draws shapes.
                  info                     prints what the tool knows
                  help [<command>]         print this help, or a command's ('sample help <command>')

                help topics ('sample help <topic>'):
                  shapes                   the shapes it draws

                options:
                  -h, --help               print this help
                  --version                print the version (1.2.3)
                """)
        #expect(SampleTool.root.usage.count == 3)
    }

    @Test func longHelpWrapsUnderItsColumn() throws {
        let words = Array(repeating: "word", count: 60).joined(separator: " ")
        let command = Command(
            "wrap", abstract: "Wraps.",
            options: [Flag("--a-rather-long-option-name", help: words), Flag("--short", help: words)])
        let lines = command.helpText().split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.allSatisfy { $0.count <= 100 }, "\(lines)")
        // A label too long for the left column puts its help on the next lines.
        let long = try #require(lines.firstIndex { $0.hasPrefix("  --a-rather-long-option-name") })
        #expect(lines[long] == "  --a-rather-long-option-name")
        #expect(lines[long + 1].hasPrefix(String(repeating: " ", count: 27) + "word"))
        #expect(lines.contains { $0.hasPrefix("  --short                  word word") })
    }
}
