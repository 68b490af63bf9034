/// One declared option or positional argument as the parser and the help see it: what every
/// `Flag`, `Option`, `RepeatableOption` and `Positional` is made of, with its value type erased.
public struct ArgumentSpec: Sendable {
    /// How the argument takes its value.
    enum Kind: Sendable, Equatable {
        /// `--dump`: present or not, no value.
        case flag
        /// `--scale 2`: at most once.
        case single
        /// `--only a --only b`: any number of times, values in order.
        case repeatable
        /// `<preview>`: by position.
        case positional
    }

    /// `--scale` for an option, `<preview>` for a positional.
    let name: String
    /// `s` for `-s`, if any.
    let shortName: Character?
    /// `<1|2|3>`; nil for a flag.
    let valueName: String?
    /// The one-line help.
    let help: String
    let kind: Kind
    /// Whether a run without it is an error.
    let isRequired: Bool
    /// The default value as the help prints it, if the declaration has one worth printing.
    let defaultDescription: String?
    /// What a value looks like ("1, 2 or 3"), for "needs a value" messages.
    let expected: String
    /// Parses one value.
    let parse: @Sendable (String) throws(InvalidValue) -> any Sendable

    /// `-h, --help`, `--scale <1|2|3>` or `<preview>`: the left column of the help.
    var label: String {
        guard kind != .positional else { return name }
        let short = shortName.map { "-\($0), " } ?? ""
        return short + name + (valueName.map { " \($0)" } ?? "")
    }

    /// The help with what the declaration adds (required, default, may be repeated).
    var fullHelp: String {
        var notes: [String] = []
        if isRequired && kind != .positional { notes.append("required") }
        if let defaultDescription { notes.append("default: \(defaultDescription)") }
        if kind == .repeatable { notes.append("may be repeated") }
        return notes.isEmpty ? help : "\(help) (\(notes.joined(separator: "; ")))"
    }
}

/// What holds a declared option (`Flag`, `Option`, `RepeatableOption`), so commands can list them together.
public protocol OptionDeclaration: Sendable {
    /// The declaration, type-erased.
    var spec: ArgumentSpec { get }
}

/// What holds a declared positional argument (`Positional`).
public protocol PositionalDeclaration: Sendable {
    /// The declaration, type-erased.
    var spec: ArgumentSpec { get }
}
