/// An argument known by its position, like the `<preview>` of `proof render <preview>`. Positionals
/// are filled in declaration order; `Positional<String?>` is nil when absent.
public struct Positional<Value: Sendable>: PositionalDeclaration {
    /// The declaration, type-erased.
    public let spec: ArgumentSpec
    let absence: Absence<Value>

    private init(
        _ name: String, help: String, parser: ValueParser<Value>, absence: Absence<Value>, defaultDescription: String?
    ) {
        self.absence = absence
        var isRequired = false
        if case .required = absence { isRequired = true }
        spec = ArgumentSpec(
            name: name, shortName: nil, valueName: nil, help: help, kind: .positional, isRequired: isRequired,
            defaultDescription: defaultDescription, expected: parser.expected,
            parse: { text throws(InvalidValue) in try parser.parse(text) })
    }

    /// A positional that is nil when absent; `name` is how usage shows it (`<preview>`).
    public init<Wrapped: Sendable>(_ name: String, help: String, parser: ValueParser<Wrapped>)
    where Value == Wrapped? {
        self.init(name, help: help, parser: parser.map { Optional($0) }, absence: .value(nil), defaultDescription: nil)
    }

    /// A positional that is `defaultValue` when absent (the help prints the default).
    public init(_ name: String, help: String, parser: ValueParser<Value>, default defaultValue: Value) {
        self.init(
            name, help: help, parser: parser, absence: .value(defaultValue), defaultDescription: "\(defaultValue)")
    }

    /// A positional the command cannot run without.
    public static func required(_ name: String, help: String, parser: ValueParser<Value>) -> Positional {
        Positional(name, help: help, parser: parser, absence: .required, defaultDescription: nil)
    }

    /// How usage shows it.
    public var name: String { spec.name }
}
