import ProofArguments
import Testing

@Suite("Arguments: parsing")
struct CommandParsingTests {
    private func parsed(_ arguments: [String], _ command: Command = SampleTool.root) throws -> ParsedArguments {
        guard case .run(let parsed) = try command.parse(arguments) else {
            Issue.record("\(arguments) did not parse to a run")
            throw ArgumentError.missingArgument("run", command: [])
        }
        return parsed
    }

    private func failure(_ arguments: [String], _ command: Command = SampleTool.root) -> ArgumentError? {
        do {
            _ = try command.parse(arguments)
            return nil
        } catch {
            return error
        }
    }

    @Test func valuesComeBackTypedThroughTheirDeclarations() throws {
        let run = try parsed(
            ["draw", "square", "3", "--size", "12", "--colour", "red", "--colour=blue", "--fill", "-q", "--label=hi"])
        #expect(run.path == ["sample", "draw"])
        #expect(run.commandName == "draw")
        #expect(run[SampleTool.shape] == 4)
        #expect(run[SampleTool.count] == 3)
        #expect(run[SampleTool.size] == 12)
        #expect(run[SampleTool.colours] == ["R", "B"])
        #expect(run[SampleTool.fill] && run[SampleTool.quiet])
        #expect(run[SampleTool.label] == "hi")
        #expect(run[SampleTool.repetitions] == 30)
    }

    @Test func absentArgumentsTakeTheirDefaults() throws {
        let run = try parsed(["draw", "circle", "-s", "5"])
        #expect(run[SampleTool.count] == 1)
        #expect(run[SampleTool.colours].isEmpty)
        #expect(!run[SampleTool.fill])
        #expect(run[SampleTool.label] == nil)
        #expect(run[SampleTool.repetitions] == 30)
    }

    @Test func optionsAndPositionalsMayInterleaveAndDoubleDashEndsOptions() throws {
        let run = try parsed(["draw", "--size", "2", "circle", "--reps=4", "--", "7"])
        #expect(run[SampleTool.count] == 7)
        #expect(run[SampleTool.repetitions] == 4)
        #expect(
            failure(["--", "-5"], SampleTool.flat)
                == .invalidValue(option: "<count>", reason: "must be a whole number of at least 1, not '-5'"))
        // A lone "-" is a value, not an option.
        #expect(
            failure(["draw", "-", "-s", "1"])
                == .invalidValue(option: "<shape>", reason: "must be circle or square, not '-'"))
    }

    @Test func helpAndVersionAreBuiltIn() throws {
        guard case .help(let help) = try SampleTool.root.parse(["draw", "circle", "--bogus", "--help"]) else {
            Issue.record("no help")
            return
        }
        #expect(help.path == ["sample", "draw"])
        #expect(help.text.hasPrefix("usage: sample draw <shape> [<count>] --size <points> [options]"))
        guard case .help(let topic) = try SampleTool.root.parse(["help", "shapes"]) else {
            Issue.record("no topic")
            return
        }
        #expect(topic.topic == "shapes" && topic.text == "circle and square")
        guard case .version(let line) = try SampleTool.root.parse(["--version"]),
            case .version(let flat) = try SampleTool.flat.parse(["--reps", "2", "--version"])
        else {
            Issue.record("no version")
            return
        }
        #expect(line == "sample 1.2.3" && flat == "flat 1.2.3")
        #expect(
            failure(["draw", "--version"]) == .unknownOption("--version", command: ["sample", "draw"], suggestion: nil))
    }

    /// A bad command line and the error it gives.
    struct Mistake: CustomTestStringConvertible, Sendable {
        var arguments: [String]
        var error: ArgumentError
        var message: String
        var testDescription: String { "sample " + arguments.joined(separator: " ") }
    }

    @Test(arguments: [
        Mistake(
            arguments: [],
            error: .missingCommand(
                command: ["sample"],
                usages: ["sample draw <shape> [<count>] --size <points> [options]", "sample info"]),
            message:
                "missing command: use 'sample draw <shape> [<count>] --size <points> [options]' or 'sample info' "
                + "(see 'sample --help')"),
        Mistake(
            arguments: ["drw"], error: .unknownCommand("drw", command: ["sample"], known: ["draw", "info", "help"]),
            message: "unknown command 'drw'; did you mean 'draw'? (commands: draw, info, help; see 'sample --help')"),
        Mistake(
            arguments: ["help", "shapse"],
            error: .unknownCommand("shapse", command: ["sample", "help"], known: ["draw", "info", "shapes"]),
            message:
                "unknown command or help topic 'shapse'; did you mean 'shapes'? (known: draw, info, shapes; "
                + "see 'sample --help')"),
        Mistake(
            arguments: ["draw", "circle", "--szie", "2"],
            error: .unknownOption("--szie", command: ["sample", "draw"], suggestion: "--size"),
            message: "unknown option '--szie'; did you mean '--size'? (see 'sample draw --help')"),
        Mistake(
            arguments: ["draw", "circle", "-x"],
            error: .unknownOption("-x", command: ["sample", "draw"], suggestion: nil),
            message: "unknown option '-x' (see 'sample draw --help')"),
        Mistake(
            arguments: ["draw", "circle", "--size"],
            error: .missingValue(option: "--size", expected: "a whole number of at least 1", found: nil),
            message: "--size needs a value (a whole number of at least 1)"),
        Mistake(
            arguments: ["draw", "circle", "-s", "--fill"],
            error: .missingValue(option: "--size", expected: "a whole number of at least 1", found: "--fill"),
            message: "--size needs a value (a whole number of at least 1), found the option '--fill'"),
        Mistake(
            arguments: ["draw", "circle", "-s", "1", "--fill=no"], error: .unexpectedValue(option: "--fill"),
            message: "--fill takes no value"),
        Mistake(
            arguments: ["draw", "circle", "-s", "1", "--size", "2"], error: .givenTwice(option: "--size"),
            message: "--size is given twice"),
        Mistake(
            arguments: ["draw", "circle", "-s", "1", "-q", "--quiet"], error: .givenTwice(option: "--quiet"),
            message: "--quiet is given twice"),
        Mistake(
            arguments: ["draw", "triangle"],
            error: .invalidValue(option: "<shape>", reason: "must be circle or square, not 'triangle'"),
            message: "<shape> must be circle or square, not 'triangle'"),
        Mistake(
            arguments: ["draw", "circle", "-s", "1", "--colour", "gren"],
            error: .invalidValue(
                option: "--colour", reason: "cannot be 'gren'; did you mean 'green'? (use red, green, blue)"),
            message: "--colour cannot be 'gren'; did you mean 'green'? (use red, green, blue)"),
        Mistake(
            arguments: ["draw", "circle", "-s", "1", "--label="],
            error: .invalidValue(option: "--label", reason: "needs some text"), message: "--label needs some text"),
        Mistake(
            arguments: ["draw", "circle", "2", "3", "-s", "1"],
            error: .unexpectedArgument(
                "3", command: ["sample", "draw"], takes: ["<shape>", "<count>"], given: ["circle", "2"]),
            message: "unexpected argument '3': draw takes only <shape> <count> (already given: 'circle', '2')"),
        Mistake(
            arguments: ["info", "more"],
            error: .unexpectedArgument("more", command: ["sample", "info"], takes: [], given: []),
            message: "info takes no arguments, found 'more'"),
        Mistake(
            arguments: ["draw", "--size", "2"], error: .missingArgument("<shape>", command: ["sample", "draw"]),
            message: "draw needs <shape> (see 'sample draw --help')"),
        Mistake(
            arguments: ["draw", "circle"],
            error: .missingOption("--size", valueName: "<points>", command: ["sample", "draw"]),
            message: "draw needs --size <points> (see 'sample draw --help')"),
    ])
    func mistakesAreTypedErrorsWithActionableMessages(_ mistake: Mistake) {
        let error = failure(mistake.arguments)
        #expect(error == mistake.error)
        #expect(error?.description == mistake.message)
        #expect(error?.exitCode == 2)
    }
}
