/// The parsing rules every command shares:
/// - `-h`/`--help` anywhere (before `--`) asks for the help of the deepest command named so far;
/// - a command with subcommands takes a subcommand word, `help [<command>|<topic>]`, or `--version`;
/// - options are `--name value`, `--name=value` or `-n value`; a value may not start with `--`;
///   flags take no value; a single-value option or a flag given twice is an error;
/// - other words fill the positionals in order; after `--` every word is positional.
struct CommandLineParser {
    /// The command the arguments start at.
    let root: Command
    /// The arguments after the executable's name.
    let arguments: [String]

    /// What the arguments ask for.
    func parse() throws(ArgumentError) -> ParseOutcome {
        let beforeTerminator = arguments.prefix { $0 != "--" }
        let wantsHelp = beforeTerminator.contains { $0 == "-h" || $0 == Command.helpFlag.name }
        var command = root
        var path = [root.name]
        var index = 0
        while !command.subcommands.isEmpty {
            guard index < arguments.count else {
                if wantsHelp { return help(command, path) }
                let usages = command.subcommands.flatMap { HelpFormatter.usageLines($0, path: path + [$0.name]) }
                throw .missingCommand(command: path, usages: usages)
            }
            let word = arguments[index]
            index += 1
            if wantsHelp && word != Command.helpCommandName && command.subcommand(named: word) == nil {
                return help(command, path)
            }
            if Self.isOption(word) {
                if let version = command.version, word == Command.versionFlag.name {
                    return .version("\(root.name) \(version)")
                }
                throw unknownOption(word, command, path)
            }
            if word == Command.helpCommandName {
                return try helpCommand(command, path, Array(arguments[index...]))
            }
            guard let next = command.subcommand(named: word) else {
                throw .unknownCommand(word, command: path, known: command.subcommandNames)
            }
            command = next
            path.append(word)
        }
        if wantsHelp { return help(command, path) }
        return try leaf(command, path, Array(arguments[index...]))
    }

    /// Whether `argument` is an option rather than a value (`-` alone is a value).
    static func isOption(_ argument: String) -> Bool { argument.hasPrefix("-") && argument.count > 1 }

    private func help(_ command: Command, _ path: [String]) -> ParseOutcome {
        .help(HelpRequest(path: path, text: HelpFormatter.help(command, path: path)))
    }

    /// `help`, `help <subcommand>…` or `help <topic>`.
    private func helpCommand(_ start: Command, _ startPath: [String], _ words: [String]) throws(ArgumentError)
        -> ParseOutcome
    {
        var command = start
        var path = startPath
        for word in words where !Self.isOption(word) {
            if let next = command.subcommand(named: word) {
                command = next
                path.append(word)
            } else if path == startPath, let topic = command.topics.first(where: { $0.name == word }) {
                return .help(HelpRequest(path: path, topic: topic.name, text: topic.text))
            } else {
                let known = command.subcommands.map(\.name) + (path == startPath ? command.topics.map(\.name) : [])
                throw .unknownCommand(word, command: path + [Command.helpCommandName], known: known)
            }
        }
        return help(command, path)
    }

    private func unknownOption(_ argument: String, _ command: Command, _ path: [String]) -> ArgumentError {
        let name = argument.hasPrefix("--") ? argument : "-" + argument
        let long = command.allOptions.map(\.name)
        return .unknownOption(argument, command: path, suggestion: NameSuggester.closest(to: name, in: long))
    }

    /// The options and positionals of a command without subcommands.
    private func leaf(_ command: Command, _ path: [String], _ arguments: [String]) throws(ArgumentError)
        -> ParseOutcome
    {
        var values: [String: [any Sendable]] = [:]
        var positionals: [String] = []
        var terminated = false
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if terminated || !Self.isOption(argument) {
                guard positionals.count < command.positionals.count else {
                    throw .unexpectedArgument(
                        argument, command: path, takes: command.positionals.map(\.name), given: positionals)
                }
                let spec = command.positionals[positionals.count]
                positionals.append(argument)
                values[spec.name] = [try Self.value(argument, of: spec)]
                continue
            }
            if argument == "--" {
                terminated = true
                continue
            }
            var name = argument
            var inline: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inline = String(argument[argument.index(after: equals)...])
            }
            let spec = command.allOptions.first {
                $0.name == name || (name.count == 2 && $0.shortName.map { "-\($0)" } == name)
            }
            guard let spec else {
                throw unknownOption(name, command, path)
            }
            if spec.kind == .flag {
                guard inline == nil else { throw .unexpectedValue(option: spec.name) }
                if let version = command.version, spec.name == Command.versionFlag.name {
                    return .version("\(root.name) \(version)")
                }
            }
            guard spec.kind == .repeatable || values[spec.name] == nil else { throw .givenTwice(option: spec.name) }
            if spec.kind == .flag {
                values[spec.name] = [true]
                continue
            }
            let text: String
            if let inline {
                text = inline
            } else {
                guard index < arguments.count, !arguments[index].hasPrefix("--") else {
                    throw .missingValue(
                        option: spec.name, expected: spec.expected,
                        found: index < arguments.count ? arguments[index] : nil)
                }
                text = arguments[index]
                index += 1
            }
            values[spec.name, default: []].append(try Self.value(text, of: spec))
        }
        if let missing = command.positionals.dropFirst(positionals.count).first(where: \.isRequired) {
            throw .missingArgument(missing.name, command: path)
        }
        if let missing = command.options.first(where: { $0.isRequired && values[$0.name] == nil }) {
            throw .missingOption(missing.name, valueName: missing.valueName ?? "", command: path)
        }
        return .run(ParsedArguments(path: path, values: values))
    }

    private static func value(_ text: String, of spec: ArgumentSpec) throws(ArgumentError) -> any Sendable {
        do { return try spec.parse(text) } catch { throw .invalidValue(option: spec.name, reason: error.reason) }
    }
}
