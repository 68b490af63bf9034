/// The values a command line gave, read back through the declarations that parsed them:
/// `parsed[RenderCommand.scale]` is an `Int?`, `parsed[GalleryCommand.only]` a `[String]`.
public struct ParsedArguments: Sendable {
    /// The command that runs, from the root: `["proof", "render"]`.
    public let path: [String]
    /// Parsed values by declared name, in command-line order.
    let values: [String: [any Sendable]]

    /// Values parsed for the command at `path`.
    init(path: [String], values: [String: [any Sendable]]) {
        self.path = path
        self.values = values
    }

    /// The name of the command that runs (`render`).
    public var commandName: String { path.last ?? "" }

    /// Whether the flag was given.
    public subscript(flag: Flag) -> Bool { values[flag.name] != nil }

    /// The option's value, or what it stands for when absent.
    public subscript<Value>(option: Option<Value>) -> Value { value(option.name, absence: option.absence) }

    /// Every value of the option, in order.
    public subscript<Value>(option: RepeatableOption<Value>) -> [Value] {
        (values[option.name] ?? []).map { Self.cast($0, option.name) }
    }

    /// The positional's value, or what it stands for when absent.
    public subscript<Value>(positional: Positional<Value>) -> Value {
        value(positional.name, absence: positional.absence)
    }

    private func value<Value>(_ name: String, absence: Absence<Value>) -> Value {
        if let given = values[name]?.last { return Self.cast(given, name) }
        switch absence {
        case .value(let value): return value
        case .required: preconditionFailure("\(name) is required but was not parsed: it is not declared by \(path)")
        }
    }

    /// A parsed value as the type its declaration gives. Reading a value through a declaration
    /// other than the one the command declares (same name, another type) is a programming error.
    private static func cast<Value>(_ given: any Sendable, _ name: String) -> Value {
        guard let value = given as? Value else {
            preconditionFailure(
                "\(name) was parsed as \(type(of: given)), not \(Value.self): read it with its declaration")
        }
        return value
    }
}
