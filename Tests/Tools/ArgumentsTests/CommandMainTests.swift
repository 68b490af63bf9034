import ProofArguments
import Testing

@Suite("Arguments: running a command")
struct CommandMainTests {
    /// A failure of the sample run.
    struct Failure: CommandFailure {
        var description: String
        var exitCode: Int32
    }

    /// What one run printed and returned.
    struct Run {
        var status: Int32
        var output: [String] = []
        var errors: [String] = []
        var ran: [String] = []
    }

    private func run(_ arguments: [String], usageOnError: Bool = false, failing failure: Failure? = nil) -> Run {
        var result = Run(status: 0)
        result.status = SampleTool.root.main(
            arguments, output: { result.output.append($0) }, errors: { result.errors.append($0) },
            usageOnError: usageOnError,
            run: { parsed throws(Failure) in
                result.ran.append(parsed.commandName)
                if let failure { throw failure }
            })
        return result
    }

    @Test func runsOrPrintsHelpAndVersion() {
        let info = run(["info"])
        #expect(info.status == 0 && info.ran == ["info"] && info.output.isEmpty && info.errors.isEmpty)
        let help = run(["help", "draw"])
        #expect(help.status == 0 && help.ran.isEmpty)
        #expect(help.output == [SampleTool.root.helpText(at: ["sample", "draw"])])
        #expect(run(["--version"]).output == ["sample 1.2.3"])
    }

    @Test func failuresAreOneLineWithTheirExitStatus() {
        let bad = run(["drwa"])
        #expect(bad.status == 2 && bad.ran.isEmpty)
        #expect(
            bad.errors == [
                "sample: "
                    + ArgumentError.unknownCommand("drwa", command: ["sample"], known: ["draw", "info", "help"])
                    .description
            ])
        let failed = run(["info"], failing: Failure(description: "disk full\nretry", exitCode: 1))
        #expect(failed.status == 1)
        #expect(failed.errors == ["sample: disk full\\nretry"])
    }

    @Test func usageFollowsInputErrorsWhenAsked() {
        let bad = run(["info", "x"], usageOnError: true)
        #expect(bad.errors.count == 2)
        #expect(bad.errors[1] == "usage: " + SampleTool.root.usage.joined(separator: "\n       "))
        let failed = run(["info"], usageOnError: true, failing: Failure(description: "broken", exitCode: 1))
        #expect(failed.errors == ["sample: broken"])
    }
}
