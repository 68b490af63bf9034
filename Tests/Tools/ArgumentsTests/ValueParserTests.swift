import ProofArguments
import Testing

@Suite("Arguments: value parsers and suggestions")
struct ValueParserTests {
    private func reason<V>(_ parser: ValueParser<V>, _ text: String) -> String? {
        do {
            _ = try parser.parse(text)
            return nil
        } catch {
            return error.reason
        }
    }

    @Test func oneOfSpellsTheChoicesOut() throws {
        let parser = ValueParser.oneOf([("light", 0), ("dark", 1)])
        #expect(try parser.parse("dark") == 1)
        #expect(parser.expected == "light or dark")
        #expect(reason(parser, "night") == "must be light or dark, not 'night'")
        #expect(ValueParser.oneOf([("1", 1), ("2", 2), ("3", 3)]).expected == "1, 2 or 3")
    }

    @Test func namedSuggestsTheClosestChoice() throws {
        let parser = ValueParser.named([("xSmall", 0), ("large", 1), ("xLarge", 2)], expected: "a size")
        #expect(try parser.parse("large") == 1)
        #expect(reason(parser, "Large") == "cannot be 'Large'; did you mean 'large'? (use xSmall, large, xLarge)")
        #expect(reason(parser, "huge") == "cannot be 'huge' (use xSmall, large, xLarge)")
    }

    @Test func integersTextsAndMaps() throws {
        #expect(try ValueParser.integer(atLeast: 0).parse("0") == 0)
        #expect(reason(ValueParser.integer(atLeast: 1), "0") == "must be a whole number of at least 1, not '0'")
        #expect(reason(ValueParser.integer(atLeast: 1), "2.5") == "must be a whole number of at least 1, not '2.5'")
        #expect(reason(ValueParser.nonEmpty("a path", empty: "needs a path"), "") == "needs a path")
        #expect(try ValueParser.string.parse("") == "")
        let doubled = ValueParser.integer(atLeast: 1).map { $0 * 2 }
        #expect(try doubled.parse("4") == 8)
        #expect(doubled.expected == "a whole number of at least 1")
    }

    /// A misspelt name and the suggestion it gets (nil: too far from every known name).
    struct Typo: CustomTestStringConvertible, Sendable {
        var name: String
        var suggestion: String?
        var testDescription: String { "\(name) → \(suggestion ?? "nothing")" }
    }

    @Test(arguments: [
        Typo(name: "VStak", suggestion: "VStack"), Typo(name: "vstack", suggestion: "VStack"),
        Typo(name: "Grid", suggestion: nil), Typo(name: "HStakc", suggestion: "HStack"),
        Typo(name: "", suggestion: nil),
    ])
    func nameSuggesterFindsLikelyTypos(_ typo: Typo) {
        #expect(NameSuggester.closest(to: typo.name, in: ["VStack", "HStack", "Text"]) == typo.suggestion)
    }

    @Test func nameSuggesterOrdersAndLists() {
        #expect(NameSuggester.byCloseness(to: "tex", in: ["VStack", "Text", "Texts"]) == ["Text", "Texts", "VStack"])
        #expect(NameSuggester.hint(for: "Txt", in: ["Text"], quote: "'") == "; did you mean 'Text'?")
        #expect(NameSuggester.list(["a"], conjunction: "or") == "a")
        #expect(NameSuggester.list(["a", "b", "c"], conjunction: "and") == "a, b and c")
    }
}
