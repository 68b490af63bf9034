/// Why a command line is wrong. Each message names the argument, says what was expected and,
/// for a misspelt name, the likeliest intended one; `command` is the command's path from the root
/// (`["proof", "render"]`), so messages can point at its help.
public enum ArgumentError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A command that needs a subcommand was given none; `usages` are its subcommands' usage lines.
    case missingCommand(command: [String], usages: [String])
    /// The word is not a subcommand (nor, after `help`, a topic); `known` are the words that are.
    case unknownCommand(String, command: [String], known: [String])
    /// The option is not declared by the command; `suggestion` is a declared one it is close to.
    case unknownOption(String, command: [String], suggestion: String?)
    /// The option needs a value and has none; `found` is the option that came instead, if any.
    case missingValue(option: String, expected: String, found: String?)
    /// A flag was given a value (`--dump=yes`).
    case unexpectedValue(option: String)
    /// An option that may be given once was given twice.
    case givenTwice(option: String)
    /// The option's value was refused by its parser.
    case invalidValue(option: String, reason: String)
    /// A positional argument is one too many; `takes` are the command's positionals, `given` the values already taken.
    case unexpectedArgument(String, command: [String], takes: [String], given: [String])
    /// A required positional argument is missing.
    case missingArgument(String, command: [String])
    /// A required option is missing.
    case missingOption(String, valueName: String, command: [String])

    /// The exit status for a bad command line: 2.
    public var exitCode: Int32 { 2 }

    /// One line a person can act on (without the executable's `name: ` prefix).
    public var description: String {
        switch self {
        case .missingCommand(let command, let usages):
            let uses = NameSuggester.list(usages.map { "'\($0)'" }, conjunction: "or")
            return "missing command: use \(uses) (see \(Self.help(command)))"
        case .unknownCommand(let word, let command, let known):
            let hint = NameSuggester.hint(for: word, in: known, quote: "'")
            let kind = command.last == Command.helpCommandName ? "command or help topic" : "command"
            let listed = command.last == Command.helpCommandName ? "known" : "commands"
            return
                "unknown \(kind) '\(word)'\(hint) (\(listed): \(known.joined(separator: ", ")); "
                + "see \(Self.help(Array(command.prefix { $0 != Command.helpCommandName }))))"
        case .unknownOption(let option, let command, let suggestion):
            let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
            return "unknown option '\(option)'\(hint) (see \(Self.help(command)))"
        case .missingValue(let option, let expected, let found):
            return "\(option) needs a value (\(expected))" + (found.map { ", found the option '\($0)'" } ?? "")
        case .unexpectedValue(let option):
            return "\(option) takes no value"
        case .givenTwice(let option):
            return "\(option) is given twice"
        case .invalidValue(let option, let reason):
            return "\(option) \(reason)"
        case .unexpectedArgument(let argument, let command, let takes, let given):
            let name = command.last ?? ""
            guard !takes.isEmpty else { return "\(name) takes no arguments, found '\(argument)'" }
            let already = given.map { "'\($0)'" }.joined(separator: ", ")
            return
                "unexpected argument '\(argument)': \(name) takes only \(takes.joined(separator: " ")) "
                + "(already given: \(already))"
        case .missingArgument(let argument, let command):
            return "\(command.last ?? "") needs \(argument) (see \(Self.help(command)))"
        case .missingOption(let option, let valueName, let command):
            return "\(command.last ?? "") needs \(option) \(valueName) (see \(Self.help(command)))"
        }
    }

    /// `'proof render --help'`.
    static func help(_ command: [String]) -> String { "'\((command + ["--help"]).joined(separator: " "))'" }
}
