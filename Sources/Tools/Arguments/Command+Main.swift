import Foundation

extension Command {
    /// Runs the executable this command describes: parses `arguments` (without the executable's
    /// name), prints the help or the version when asked, else calls `run` with the parsed values.
    /// A failure is one line `<name>: <message>` on `errors` (line breaks the message quotes from
    /// the input are escaped), followed by the usage lines when `usageOnError` is set and the
    /// failure is a bad command line or input (exit status 2). Returns the exit status: 0 when done.
    public func main<Failure: CommandFailure>(
        _ arguments: [String], output: (String) -> Void = { print($0) },
        errors: (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) },
        usageOnError: Bool = false, run: (ParsedArguments) throws(Failure) -> Void
    ) -> Int32 {
        let parsed: ParsedArguments
        switch start(arguments, output: output, errors: errors, usageOnError: usageOnError) {
        case .finished(let status): return status
        case .run(let values): parsed = values
        }
        do throws(Failure) {
            try run(parsed)
            return 0
        } catch {
            return report(error, errors: errors, usageOnError: usageOnError)
        }
    }

    /// `main(_:output:errors:usageOnError:run:)` for work that awaits (an executable whose views are
    /// laid out on the main actor while it draws on every core).
    public func main<Failure: CommandFailure>(
        _ arguments: [String], output: (String) -> Void = { print($0) },
        errors: (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) },
        usageOnError: Bool = false, run: (ParsedArguments) async throws(Failure) -> Void
    ) async -> Int32 {
        let parsed: ParsedArguments
        switch start(arguments, output: output, errors: errors, usageOnError: usageOnError) {
        case .finished(let status): return status
        case .run(let values): parsed = values
        }
        do throws(Failure) {
            try await run(parsed)
            return 0
        } catch {
            return report(error, errors: errors, usageOnError: usageOnError)
        }
    }

    /// What parsing `arguments` leaves to do.
    private enum Start {
        /// Nothing: the help, the version or a parse error was printed; exit with this status.
        case finished(Int32)
        /// Run with these values.
        case run(ParsedArguments)
    }

    /// Parses `arguments`, printing the help, the version or the parse error when that is all.
    private func start(
        _ arguments: [String], output: (String) -> Void, errors: (String) -> Void, usageOnError: Bool
    ) -> Start {
        do throws(ArgumentError) {
            switch try parse(arguments) {
            case .help(let request):
                output(request.text)
                return .finished(0)
            case .version(let line):
                output(line)
                return .finished(0)
            case .run(let parsed): return .run(parsed)
            }
        } catch {
            return .finished(report(error, errors: errors, usageOnError: usageOnError))
        }
    }

    /// Prints `failure` (and the usage for a bad command line when asked) and returns its status.
    private func report(_ failure: any CommandFailure, errors: (String) -> Void, usageOnError: Bool) -> Int32 {
        errors("\(name): \(Self.oneLine(failure.description))")
        if usageOnError && failure.exitCode == 2 { errors("usage: " + usage.joined(separator: "\n       ")) }
        return failure.exitCode
    }

    /// The usage lines (`proof list`, `proof render [<preview>] [options]`, …).
    public var usage: [String] { HelpFormatter.usageLines(self, path: [name]) }

    /// The help page of the command at `path` below this one (`["proof", "render"]`), or of this
    /// one when `path` is nil or names no command.
    public func helpText(at path: [String]? = nil) -> String {
        guard let path, let command = command(at: path) else { return HelpFormatter.help(self, path: [name]) }
        return HelpFormatter.help(command, path: path)
    }

    /// `message` on one line: line breaks become `\n` and `\r`.
    public static func oneLine(_ message: String) -> String {
        message.replacingOccurrences(of: "\r", with: "\\r").replacingOccurrences(of: "\n", with: "\\n")
    }
}
