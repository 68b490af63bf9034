/// One `%#@name@` variable of a substituted string (a `.stringsdict` entry, or a `.xcstrings`
/// substitution): the argument it reads and its text for each plural category.
public struct PluralVariable: Hashable, Sendable {
    /// The argument the variable's count is (1 for the first); nil reads the argument at the
    /// variable's own place in the format, as `.stringsdict` does.
    public var argument: Int?
    /// The printf conversion of the argument (`lld`, `d`, `@`), which a form's `%arg` stands for.
    public var valueType: String
    /// The text for each plural category (`other` is always present).
    public var forms: [PluralCategory: String]

    /// A variable reading `argument` (or its place) with `forms`.
    public init(argument: Int? = nil, valueType: String = "lld", forms: [PluralCategory: String]) {
        self.argument = argument
        self.valueType = valueType
        self.forms = forms
    }

    /// The form for `argument` in `language`, formatted with it alone (`%arg`, Xcode's placeholder
    /// in string catalogs, becomes the variable's conversion).
    func text(for argument: FormatArgument?, language: String) -> String {
        let form = forms.selectForm(for: argument?.pluralOperand ?? 0, language: language)
        let format = form.replacingOccurrences(of: "%arg", with: "%" + valueType)
        return StringFormatter.format(format, argument.map { [$0] } ?? [])
    }
}

extension [PluralCategory: String] {
    /// The form for the count `n` in `language`: `zero` for 0 when the table has one (Apple uses
    /// it in every language, not only where CLDR has a zero category), else the language's CLDR
    /// category, else `other`.
    func selectForm(for n: Int, language: String) -> String {
        if n == 0, let zero = self[.zero] { return zero }
        return self[PluralCategory.of(n, language: language)] ?? self[.other] ?? ""
    }
}
