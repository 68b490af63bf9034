/// An option with one value, like `--scale 2` or `--scale=2`, given at most once ("given twice" otherwise).
/// `Option<Int?>` is nil when absent; `Option<Int>` has a default or is required.
public struct Option<Value: Sendable>: OptionDeclaration {
    /// The declaration, type-erased.
    public let spec: ArgumentSpec
    let absence: Absence<Value>

    private init(
        _ name: String, short: Character?, valueName: String, help: String, parser: ValueParser<Value>,
        absence: Absence<Value>, defaultDescription: String?
    ) {
        self.absence = absence
        var isRequired = false
        if case .required = absence { isRequired = true }
        spec = ArgumentSpec(
            name: name, shortName: short, valueName: valueName, help: help, kind: .single, isRequired: isRequired,
            defaultDescription: defaultDescription, expected: parser.expected,
            parse: { text throws(InvalidValue) in try parser.parse(text) })
    }

    /// An option that is nil when absent. `name` has its dashes (`--scale`), `valueName` is how the
    /// help shows the value (`<1|2|3>`), `parser` turns the text into the value.
    public init<Wrapped: Sendable>(
        _ name: String, short: Character? = nil, valueName: String, help: String, parser: ValueParser<Wrapped>
    ) where Value == Wrapped? {
        self.init(
            name, short: short, valueName: valueName, help: help, parser: parser.map { Optional($0) },
            absence: .value(nil), defaultDescription: nil)
    }

    /// An option that is `defaultValue` when absent (the help prints the default).
    public init(
        _ name: String, short: Character? = nil, valueName: String, help: String, parser: ValueParser<Value>,
        default defaultValue: Value
    ) {
        self.init(
            name, short: short, valueName: valueName, help: help, parser: parser, absence: .value(defaultValue),
            defaultDescription: "\(defaultValue)")
    }

    /// An option the command cannot run without.
    public static func required(
        _ name: String, short: Character? = nil, valueName: String, help: String, parser: ValueParser<Value>
    ) -> Option {
        Option(
            name, short: short, valueName: valueName, help: help, parser: parser, absence: .required,
            defaultDescription: nil)
    }

    /// The name, with its dashes.
    public var name: String { spec.name }
}
