/// An option without a value, like `--dump`: present or absent, at most once.
public struct Flag: OptionDeclaration {
    /// The declaration, type-erased.
    public let spec: ArgumentSpec

    /// A flag named `name` (with its dashes, `--dump`), an optional short name (`h` for `-h`) and its help.
    public init(_ name: String, short: Character? = nil, help: String) {
        spec = ArgumentSpec(
            name: name, shortName: short, valueName: nil, help: help, kind: .flag, isRequired: false,
            defaultDescription: nil, expected: "", parse: { _ in true })
    }

    /// The name, with its dashes.
    public var name: String { spec.name }
}
