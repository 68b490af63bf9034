import Foundation

/// The `proof-bench` command line: parses the arguments, runs the command, maps errors to exit
/// statuses (2 with the usage for bad arguments, 1 for failures) and messages on stderr.
enum BenchCLI {
    /// The usage text.
    static let usage = """
        usage: proof-bench emit-scenes <file>
               proof-bench time <scenes.json> --reps N [--warmup K] [--scene NAME]...
               proof-bench render <scenes.json> <outdir> [--scene NAME]...

          emit-scenes  write the benchmark scenes as JSON (for Scripts/bench_reference.py)
          time         time N repetitions per scene (after K warm-ups, default 1); prints
                       {"proof": {"<scene>": [ms, ...]}} on stdout
          render       draw each scene once into <outdir>/<scene>.png
        """

    /// A parsed command line.
    enum Command {
        case help
        case emitScenes(EmitScenesCommand)
        case time(TimeCommand)
        case render(RenderCommand)
    }

    /// Runs the command line (without the program name) and returns the exit status.
    static func main(_ arguments: [String]) -> Int32 {
        do throws(CommandError) {
            switch try parse(arguments) {
            case .help: FileHandle.standardOutput.write(Data((usage + "\n").utf8))
            case .emitScenes(let c): try c.run()
            case .time(let c): try c.run()
            case .render(let c): try c.run()
            }
            return 0
        } catch {
            switch error {
            case .usage(let message): printError("\(message)\n\(usage)")
            case .failure(let message): printError(message)
            }
            return error.exitStatus
        }
    }

    private static func printError(_ message: String) {
        FileHandle.standardError.write(Data("proof-bench: \(message)\n".utf8))
    }

    /// Parses the arguments after the program name.
    static func parse(_ arguments: [String]) throws(CommandError) -> Command {
        guard let verb = arguments.first else { throw .usage("missing command") }
        let rest = Array(arguments.dropFirst())
        switch verb {
        case "help", "-h", "--help":
            return .help
        case "emit-scenes":
            let a = try Arguments(rest, options: [])
            guard a.positional.count == 1 else { throw .usage("emit-scenes takes exactly one <file>") }
            return .emitScenes(EmitScenesCommand(outputPath: a.positional[0]))
        case "time":
            let a = try Arguments(rest, options: ["--reps", "--warmup", "--scene"])
            guard a.positional.count == 1 else { throw .usage("time takes exactly one <scenes.json>") }
            guard let reps = try a.integer("--reps", minimum: 1) else { throw .usage("time needs --reps N") }
            let warmup = try a.integer("--warmup", minimum: 0) ?? 1
            return .time(
                TimeCommand(scenesPath: a.positional[0], reps: reps, warmup: warmup, only: a.values("--scene")))
        case "render":
            let a = try Arguments(rest, options: ["--scene"])
            guard a.positional.count == 2 else { throw .usage("render takes <scenes.json> and <outdir>") }
            return .render(
                RenderCommand(scenesPath: a.positional[0], outputDirectory: a.positional[1], only: a.values("--scene")))
        default:
            throw .usage("unknown command \"\(verb)\"")
        }
    }

    /// Positional arguments and `--name value` / `--name=value` options, in order.
    private struct Arguments {
        var positional: [String] = []
        var options: [(name: String, value: String)] = []

        init(_ args: [String], options known: Set<String>) throws(CommandError) {
            var i = 0
            while i < args.count {
                let arg = args[i]
                i += 1
                guard arg.hasPrefix("--") else {
                    positional.append(arg)
                    continue
                }
                var name = arg
                var value: String?
                if let eq = arg.firstIndex(of: "=") {
                    name = String(arg[..<eq])
                    value = String(arg[arg.index(after: eq)...])
                }
                guard known.contains(name) else { throw .usage("unknown option \(name)") }
                if value == nil {
                    guard i < args.count else { throw .usage("option \(name) needs a value") }
                    value = args[i]
                    i += 1
                }
                options.append((name, value!))
            }
        }

        /// Every value given for `name`.
        func values(_ name: String) -> [String] {
            options.filter { $0.name == name }.map(\.value)
        }

        /// The integer value of a single-valued option, or nil when absent.
        func integer(_ name: String, minimum: Int) throws(CommandError) -> Int? {
            let v = values(name)
            guard let last = v.last else { return nil }
            guard v.count == 1 else { throw .usage("option \(name) given more than once") }
            guard let n = Int(last), n >= minimum else {
                throw .usage("\(name) must be an integer ≥ \(minimum), got \"\(last)\"")
            }
            return n
        }
    }
}
