/// An option that may be given any number of times, like `--only a --only b`; its values come in order.
public struct RepeatableOption<Value: Sendable>: OptionDeclaration {
    /// The declaration, type-erased.
    public let spec: ArgumentSpec

    /// A repeatable option (see `Option` for the parameters).
    public init(
        _ name: String, short: Character? = nil, valueName: String, help: String, parser: ValueParser<Value>
    ) {
        spec = ArgumentSpec(
            name: name, shortName: short, valueName: valueName, help: help, kind: .repeatable, isRequired: false,
            defaultDescription: nil, expected: parser.expected,
            parse: { text throws(InvalidValue) in try parser.parse(text) })
    }

    /// The name, with its dashes.
    public var name: String { spec.name }
}
