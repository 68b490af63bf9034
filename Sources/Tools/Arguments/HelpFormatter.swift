/// Builds usage lines and help pages from a command's declarations.
enum HelpFormatter {
    /// Where the right column of a listing starts.
    static let column = 27
    /// The width help text is wrapped to.
    static let width = 100

    /// The usage lines of `command` at `path`: one for a command without subcommands
    /// (`proof render [<preview>] [options]`), its subcommands' lines otherwise, `help` last.
    static func usageLines(_ command: Command, path: [String]) -> [String] {
        let prefix = path.joined(separator: " ")
        guard command.subcommands.isEmpty else {
            return command.subcommands.flatMap { usageLines($0, path: path + [$0.name]) } + [
                "\(prefix) \(Command.helpCommandName) [<command>\(command.topics.isEmpty ? "" : "|<topic>")]"
            ]
        }
        var words = [prefix]
        words += command.positionals.map { $0.isRequired ? $0.name : "[\($0.name)]" }
        words += command.options.filter(\.isRequired).map { $0.name + ($0.valueName.map { " \($0)" } ?? "") }
        if command.options.contains(where: { !$0.isRequired }) { words.append("[options]") }
        return [words.joined(separator: " ")]
    }

    /// The help page of `command` at `path`.
    static func help(_ command: Command, path: [String]) -> String {
        let usages = usageLines(command, path: path)
        var sections = [
            "usage: " + usages.joined(separator: "\n       "),
            wrap(command.abstract, indent: 0),
        ]
        if !command.subcommands.isEmpty {
            let name = path.joined(separator: " ")
            let helpLine = (
                "\(Command.helpCommandName) [<command>]", "print this help, or a command's ('\(name) help <command>')"
            )
            sections.append(listing("commands", command.subcommands.map { ($0.name, $0.abstract) } + [helpLine]))
        }
        if !command.topics.isEmpty {
            let name = path.joined(separator: " ")
            sections.append(
                listing("help topics ('\(name) help <topic>')", command.topics.map { ($0.name, $0.abstract) }))
        }
        if !command.positionals.isEmpty {
            sections.append(listing("arguments", command.positionals.map { ($0.label, $0.fullHelp) }))
        }
        let options = command.allOptions.map { spec in
            (
                spec.label,
                spec.name == Command.versionFlag.name ? "print the version (\(command.version ?? ""))" : spec.fullHelp
            )
        }
        sections.append(listing(command.subcommands.isEmpty ? command.optionsHeading : "options", options))
        if !command.discussion.isEmpty { sections.append(command.discussion) }
        return sections.joined(separator: "\n\n")
    }

    /// A heading and two columns: labels on the left, wrapped help on the right.
    static func listing(_ heading: String, _ rows: [(label: String, help: String)]) -> String {
        var lines = [heading + ":"]
        for row in rows {
            let left = "  " + row.label
            let text = wrap(row.help, indent: column)
            if left.count + 1 < column {
                lines.append(left + String(repeating: " ", count: column - left.count) + text.dropFirst(column))
            } else {
                lines.append(left)
                lines.append(text)
            }
        }
        return lines.joined(separator: "\n")
    }

    /// `text` broken into lines of at most `width` characters (a longer word stays whole), every
    /// line indented by `indent` spaces.
    static func wrap(_ text: String, indent: Int) -> String {
        let margin = String(repeating: " ", count: indent)
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            if !line.isEmpty && indent + line.count + 1 + word.count > width {
                lines.append(margin + line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        lines.append(margin + line)
        return lines.joined(separator: "\n")
    }
}
