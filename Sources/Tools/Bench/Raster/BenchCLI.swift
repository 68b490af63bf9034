import ProofArguments

/// The `proof-bench` command line: parses the arguments (`BenchArguments`), runs the command, and
/// maps errors to exit statuses (2 with the usage for bad arguments, 1 for failures) and one
/// `proof-bench: …` line on stderr.
enum BenchCLI {
    /// Runs the command line (without the program name) and returns the exit status.
    static func main(_ arguments: [String]) -> Int32 {
        BenchArguments.command.main(
            arguments, usageOnError: true,
            run: { parsed throws(CommandError) in
                switch parsed.commandName {
                case BenchArguments.emitScenes.name:
                    try EmitScenesCommand(outputPath: parsed[BenchArguments.sceneFileOut]).run()
                case BenchArguments.time.name:
                    try TimeCommand(
                        scenesPath: parsed[BenchArguments.sceneFile], reps: parsed[BenchArguments.reps],
                        warmup: parsed[BenchArguments.warmup], only: parsed[BenchArguments.scene]
                    ).run()
                default:
                    try RenderCommand(
                        scenesPath: parsed[BenchArguments.sceneFile],
                        outputDirectory: parsed[BenchArguments.outputDirectory], only: parsed[BenchArguments.scene]
                    ).run()
                }
            })
    }
}
