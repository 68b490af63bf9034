import ProofViewFormat
import Testing

@MainActor
@Suite("View format: JSON parser")
struct JSONParserTests {
    private func syntaxError(_ text: String) -> JSONSyntaxError? {
        do {
            _ = try JSONParser.parse(text)
            return nil
        } catch {
            return error
        }
    }

    @Test func parsesEveryKindOfValue() throws {
        let value = try JSONParser.parse(
            #" {"s": "a\"b\\c\/\n\t\u00e9\ud83d\ude00", "n": [0, -1.5, 2e3, 1E-2], "b": [true, false, null], "o": {}} "#
        )
        #expect(value["s"]?.kind == .string("a\"b\\c/\n\té😀"))
        let numbers = value["n"].flatMap { if case .array(let a) = $0.kind { a.map(\.kind) } else { nil } }
        #expect(numbers == [.number(0), .number(-1.5), .number(2000), .number(0.01)])
        let literals = value["b"].flatMap { if case .array(let a) = $0.kind { a.map(\.kind) } else { nil } }
        #expect(literals == [.bool(true), .bool(false), .null])
        #expect(value["o"]?.kind == .object([]))
    }

    /// A document of exactly `maxBytes` parses; one byte more is refused before parsing, at 1:1.
    @Test func documentsAtTheSizeLimitParseAndOneBytePastIsRefused() throws {
        let text = String(repeating: "a", count: JSONParser.maxBytes - 2)
        let value = try JSONParser.parse(Array(("\"" + text + "\"").utf8))
        #expect(value.kind == .string(text))
        let error = syntaxError(" \"" + text + "\"")
        #expect(error?.position == SourcePosition(line: 1, column: 1))
        #expect(error?.message == "the document is 8388609 bytes, more than the limit of 8388608 (8 MiB)")
    }

    @Test func keepsMemberOrderAndPositions() throws {
        let value = try JSONParser.parse("{\n  \"z\": [1, {\"b\": true}],\n  \"a\": 2\n}")
        guard case .object(let members) = value.kind else {
            Issue.record("not an object")
            return
        }
        #expect(members.map(\.key) == ["z", "a"])
        #expect(members[0].keyPosition == SourcePosition(line: 2, column: 3))
        #expect(members[0].value.position == SourcePosition(line: 2, column: 8))
        guard case .array(let elements) = members[0].value.kind, case .object(let inner) = elements[1].kind else {
            Issue.record("unexpected shape")
            return
        }
        #expect(elements[1].position == SourcePosition(line: 2, column: 12))
        #expect(inner[0].keyPosition == SourcePosition(line: 2, column: 13))
        #expect(inner[0].value.position == SourcePosition(line: 2, column: 18))
        #expect(members[1].value.position == SourcePosition(line: 3, column: 8))
    }

    @Test func skipsAByteOrderMark() throws {
        #expect(
            try JSONParser.parse("\u{FEFF}[1]").kind
                == .array([JSONValue(.number(1), at: SourcePosition(line: 1, column: 2))]))
    }

    @Test(arguments: [
        ("{\"a\": 1,}", 1, 8, "trailing comma"),
        ("[1, 2,\n]", 1, 6, "trailing comma: remove the ',' before ']'"),
        ("{\"a\" 1}", 1, 6, "expected ':' after the key \"a\", found '1'"),
        ("[1 2]", 1, 4, "expected ',' or ']' after an array element, found '2'"),
        ("{\"a\": 1 \"b\": 2}", 1, 9, "expected ',' or '}' after the value of \"a\""),
        ("{\n  \"view\": tru\n}", 2, 11, "unknown word 'tru'"),
        ("{\n  \"text\": \"abc\n}", 2, 11, "unterminated string"),
        ("\"abc", 1, 1, "no closing '\"' before the end of input"),
        ("[\"a\\qb\"]", 1, 4, "invalid escape \\q"),
        ("[\"\\u12G4\"]", 1, 7, "four hexadecimal digits"),
        ("[\"\\ud800x\"]", 1, 3, "first half of a surrogate pair"),
        ("[\"\\udc00\"]", 1, 3, "second half of a surrogate pair without a first half"),
        ("[\"a\u{01}\"]", 1, 4, "control character"),
        ("{\"a\": 1}}", 1, 9, "unexpected '}' after the end of the JSON value"),
        ("", 1, 1, "the input is empty"),
        ("  \n ", 2, 2, "the input is empty"),
        ("[\n", 2, 1, "the array opened at 1:1 is not closed"),
        ("{\"a\": {\"b\": 1}", 1, 15, "the object opened at 1:1 is not closed"),
        ("{\"é\": x}", 1, 7, "unknown word 'x'"),
        ("\t[1,]", 1, 4, "trailing comma"),
        ("{\r\n\"a\" 1}", 2, 5, "expected ':'"),
        ("[01]", 1, 2, "must not start with 0"),
        ("[-]", 1, 3, "expected a digit after '-'"),
        ("[1.]", 1, 4, "expected a digit after the decimal point"),
        ("[1e]", 1, 4, "expected a digit in the exponent"),
        ("[1e999]", 1, 2, "out of range"),
        ("[.5]", 1, 2, "expected an array element, found '.'"),
        ("{\"a\": 1, \"a\": 2}", 1, 10, "duplicate key \"a\" (it is first at 1:2)"),
        ("{view: 1}", 1, 2, "object keys must be strings in double quotes: write \"view\""),
        ("{'view': 1}", 1, 2, "double quotes"),
        ("// note\n{}", 1, 1, "comments are not allowed"),
        ("[1, /* two */ 2]", 1, 5, "comments are not allowed"),
        ("[NaN]", 1, 2, "unknown word 'NaN'"),
        ("{\"a\":}", 1, 6, "expected a value for the key \"a\", found '}'"),
        ("[1, 2] [3]", 1, 8, "after the end of the JSON value"),
        ("[\u{00A0}1]", 1, 2, "U+00A0"),
    ])
    func syntaxErrorsReportLineAndColumn(text: String, line: Int, column: Int, fragment: String) {
        let error = syntaxError(text)
        #expect(
            error?.position == SourcePosition(line: line, column: column),
            "\(error.map(String.init(describing:)) ?? "parsed")")
        #expect(error?.message.contains(fragment) == true, "\(error?.message ?? "parsed")")
    }

    @Test func invalidUTF8IsReported() {
        var bytes = Array("[\"ok\", \"".utf8)
        bytes += [0xFF, 0x22, 0x5D]
        #expect(throws: JSONSyntaxError("the string is not valid UTF-8", at: SourcePosition(line: 1, column: 8))) {
            try JSONParser.parse(bytes)
        }
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse([0x5B, 0xC3, 0x5D]) }
    }

    @Test func nestingIsLimitedInsteadOfOverflowingTheStack() throws {
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        let error = syntaxError(deep)
        #expect(error?.position == SourcePosition(line: 1, column: JSONParser.maxDepth + 1))
        #expect(error?.message.contains("nest more than \(JSONParser.maxDepth) levels") == true)
        let allowed =
            String(repeating: "[", count: JSONParser.maxDepth) + String(repeating: "]", count: JSONParser.maxDepth)
        _ = try JSONParser.parse(allowed)
    }
}
