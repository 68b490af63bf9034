/// A command as a value: its name, a one-line abstract, its options and positional arguments or
/// its subcommands, and help topics. Parsing, validation, "did you mean" suggestions, usage lines
/// and help text all come from these declarations. Every command understands `-h`/`--help`; a
/// command with a `version` also understands `--version`; a command with subcommands also
/// understands `help [<command>|<topic>]`.
public struct Command: Sendable {
    /// The word that selects it (`render`), or the executable's name for the root (`proof`).
    public let name: String
    /// One line: what it does.
    public let abstract: String
    /// Text printed after the options in the help (notes, examples, exit statuses); may be empty.
    public let discussion: String
    /// The heading of the options in the help.
    public let optionsHeading: String
    /// The declared options, in help order (without `--help` and `--version`).
    let options: [ArgumentSpec]
    /// The declared positional arguments, in order.
    let positionals: [ArgumentSpec]
    /// The subcommands, in help order (without `help`).
    public let subcommands: [Command]
    /// The help topics (`<name> help <topic>`).
    public let topics: [HelpTopic]
    /// The version `--version` prints; nil when the command has no `--version`.
    public let version: String?

    /// A command. A command has either subcommands or options and positionals, not both; required positionals
    /// come before optional ones; names are unique.
    public init(
        _ name: String, abstract: String, discussion: String = "", optionsHeading: String = "options",
        options: [any OptionDeclaration] = [], positionals: [any PositionalDeclaration] = [],
        subcommands: [Command] = [], topics: [HelpTopic] = [], version: String? = nil
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.optionsHeading = optionsHeading
        self.options = options.map(\.spec)
        self.positionals = positionals.map(\.spec)
        self.subcommands = subcommands
        self.topics = topics
        self.version = version
        precondition(subcommands.isEmpty || positionals.isEmpty, "\(name): subcommands or positionals, not both")
        precondition(subcommands.isEmpty || options.isEmpty, "\(name): options belong to the subcommands")
        let names = self.allOptions.map(\.name)
        precondition(Set(names).count == names.count, "\(name): an option is declared twice")
        let shorts = self.allOptions.compactMap(\.shortName)
        precondition(Set(shorts).count == shorts.count, "\(name): a short name is declared twice")
        precondition(
            !self.positionals.drop { $0.isRequired }.contains { $0.isRequired },
            "\(name): required positionals come before optional ones")
        precondition(
            !subcommands.contains { $0.name == Self.helpCommandName }, "\(name): 'help' is provided, do not declare it")
    }

    /// `-h`, `--help`: every command has it.
    public static let helpFlag = Flag("--help", short: "h", help: "print this help")
    /// `--version`: commands with a version have it.
    public static let versionFlag = Flag("--version", help: "print the version")
    /// The word of the built-in help subcommand.
    static let helpCommandName = "help"

    /// The options the command understands: the declared ones, then `--help` and `--version`.
    var allOptions: [ArgumentSpec] {
        options + [Self.helpFlag.spec] + (version == nil ? [] : [Self.versionFlag.spec])
    }

    /// The subcommand named `name`.
    func subcommand(named name: String) -> Command? { subcommands.first { $0.name == name } }

    /// The words that select a subcommand, `help` included (empty without subcommands).
    var subcommandNames: [String] { subcommands.isEmpty ? [] : subcommands.map(\.name) + [Self.helpCommandName] }

    /// Parses `arguments` (without the executable's name): what to run, or the help or version asked for.
    public func parse(_ arguments: [String]) throws(ArgumentError) -> ParseOutcome {
        try CommandLineParser(root: self, arguments: arguments).parse()
    }

    /// The command at `path` below this one (`["proof", "render"]` from the root `proof`), if any.
    public func command(at path: [String]) -> Command? {
        guard path.first == name else { return nil }
        var command = self
        for word in path.dropFirst() {
            guard let next = command.subcommand(named: word) else { return nil }
            command = next
        }
        return command
    }
}
