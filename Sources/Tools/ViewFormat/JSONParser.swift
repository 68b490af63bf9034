/// A strict JSON parser (RFC 8259) that records where every value starts and reports syntax errors
/// by line and column, with a message that says what was expected and what was found.
public struct JSONParser {
    /// How deeply arrays and objects may nest (deeper input is refused instead of overflowing the stack).
    public static let maxDepth = 128
    /// The largest document accepted, in bytes (8 MiB: a view file is written by hand or by a tool
    /// from a design; larger input is refused before parsing, so its parse tree cannot exhaust memory).
    public static let maxBytes = 8 << 20

    private let bytes: [UInt8]
    private var offset = 0
    private var line = 1
    private var column = 1
    private var depth = 0

    private init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Parses `text` as one JSON value.
    public static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue { try parse(Array(text.utf8)) }

    /// Parses UTF-8 `bytes` as one JSON value (a leading byte-order mark is skipped).
    public static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        guard bytes.count <= maxBytes else {
            throw JSONSyntaxError(
                "the document is \(bytes.count) bytes, more than the limit of \(maxBytes) (8 MiB)",
                at: SourcePosition(line: 1, column: 1))
        }
        var parser = JSONParser(bytes)
        return try parser.document()
    }

    // MARK: Reading

    private var position: SourcePosition { SourcePosition(line: line, column: column) }
    private var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }
    private func peek(_ ahead: Int) -> UInt8? { offset + ahead < bytes.count ? bytes[offset + ahead] : nil }

    /// Moves past one byte; a column counts scalars, so UTF-8 continuation bytes do not advance it.
    private mutating func advance() {
        let byte = bytes[offset]
        offset += 1
        if byte == UInt8(ascii: "\n") {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
    }

    private mutating func skipWhitespace() {
        while let c = current, c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D { advance() }
    }

    private func failure(_ message: String, at position: SourcePosition? = nil) -> JSONSyntaxError {
        JSONSyntaxError(message, at: position ?? self.position)
    }

    /// "expected X, found Y" at the current position, with a hint for common non-JSON syntax.
    private func unexpected(expecting expected: String) -> JSONSyntaxError {
        if current == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") || peek(1) == UInt8(ascii: "*") {
            return failure("comments are not allowed in JSON; expected \(expected)")
        }
        if current == UInt8(ascii: "'") {
            return failure("strings must be in double quotes (\"), not single quotes; expected \(expected)")
        }
        return failure("expected \(expected), found \(describeCurrent())")
    }

    /// The character at the current position, for messages: `'x'`, `'é' (U+00E9)`, `end of input`.
    private func describeCurrent() -> String {
        guard offset < bytes.count else { return "end of input" }
        var iterator = bytes[offset..<min(bytes.count, offset + 4)].makeIterator()
        var decoder = UTF8()
        switch decoder.decode(&iterator) {
        case .scalarValue(let scalar):
            let hex = "U+" + hexString(scalar.value)
            if scalar.value >= 0x21 && scalar.value <= 0x7E { return "'\(Character(scalar))'" }
            if scalar.properties.isWhitespace || scalar.value < 0x20 || scalar.properties.generalCategory == .format {
                return hex
            }
            return "'\(Character(scalar))' (\(hex))"
        case .emptyInput: return "end of input"
        case .error: return "the byte 0x\(String(bytes[offset], radix: 16, uppercase: true)), which is not UTF-8"
        }
    }

    private mutating func enterContainer(at start: SourcePosition) throws(JSONSyntaxError) {
        depth += 1
        if depth > Self.maxDepth {
            throw failure("arrays and objects nest more than \(Self.maxDepth) levels deep", at: start)
        }
    }

    // MARK: Grammar

    private mutating func document() throws(JSONSyntaxError) -> JSONValue {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
        skipWhitespace()
        if current == nil { throw failure("the input is empty; expected a JSON value") }
        let value = try value(expecting: "a JSON value")
        skipWhitespace()
        if current != nil { throw failure("unexpected \(describeCurrent()) after the end of the JSON value") }
        return value
    }

    private mutating func value(expecting expected: String) throws(JSONSyntaxError) -> JSONValue {
        let start = position
        guard let c = current else { throw failure("unexpected end of input; expected \(expected)") }
        switch c {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return JSONValue(.string(try string()), at: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONValue(.number(try number()), at: start)
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
            let word = self.word()
            switch word {
            case "true": return JSONValue(.bool(true), at: start)
            case "false": return JSONValue(.bool(false), at: start)
            case "null": return JSONValue(.null, at: start)
            default:
                throw failure(
                    "unknown word '\(word.prefix(40))': a JSON value is a string in double quotes, a number, "
                        + "an object, an array, true, false or null",
                    at: start)
            }
        default: throw unexpected(expecting: expected)
        }
    }

    /// Letters, digits and underscores from the current position.
    private mutating func word() -> String {
        var scalars: [UInt8] = []
        while let c = current,
            (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z"))
                || (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")) || c == UInt8(ascii: "_")
        {
            scalars.append(c)
            advance()
        }
        return String(decoding: scalars, as: UTF8.self)
    }

    private mutating func object() throws(JSONSyntaxError) -> JSONValue {
        let start = position
        try enterContainer(at: start)
        advance()
        var members: [JSONValue.Member] = []
        var seen: [String: SourcePosition] = [:]
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            advance()
            depth -= 1
            return JSONValue(.object([]), at: start)
        }
        while true {
            skipWhitespace()
            let keyPosition = position
            switch current {
            case UInt8(ascii: "\"")?: break
            case nil: throw failure("unexpected end of input; the object opened at \(start) is not closed")
            case let c?
            where (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z"))
                || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z")):
                let word = self.word()
                throw failure(
                    "object keys must be strings in double quotes: write \"\(word.prefix(40))\"", at: keyPosition)
            default: throw unexpected(expecting: "a key in double quotes")
            }
            let key = try string()
            if let first = seen[key] {
                throw failure("duplicate key \"\(key)\" (it is first at \(first))", at: keyPosition)
            }
            seen[key] = keyPosition
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw unexpected(expecting: "':' after the key \"\(key)\"") }
            advance()
            skipWhitespace()
            let value = try value(expecting: "a value for the key \"\(key)\"")
            members.append(JSONValue.Member(key: key, keyPosition: keyPosition, value: value))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ",")?:
                let comma = position
                advance()
                skipWhitespace()
                if current == UInt8(ascii: "}") {
                    throw failure("trailing comma: remove the ',' before '}'", at: comma)
                }
            case UInt8(ascii: "}")?:
                advance()
                depth -= 1
                return JSONValue(.object(members), at: start)
            case nil: throw failure("unexpected end of input; the object opened at \(start) is not closed")
            default: throw unexpected(expecting: "',' or '}' after the value of \"\(key)\"")
            }
        }
    }

    private mutating func array() throws(JSONSyntaxError) -> JSONValue {
        let start = position
        try enterContainer(at: start)
        advance()
        var elements: [JSONValue] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            advance()
            depth -= 1
            return JSONValue(.array([]), at: start)
        }
        while true {
            skipWhitespace()
            if current == nil { throw failure("unexpected end of input; the array opened at \(start) is not closed") }
            elements.append(try value(expecting: "an array element"))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ",")?:
                let comma = position
                advance()
                skipWhitespace()
                if current == UInt8(ascii: "]") {
                    throw failure("trailing comma: remove the ',' before ']'", at: comma)
                }
            case UInt8(ascii: "]")?:
                advance()
                depth -= 1
                return JSONValue(.array(elements), at: start)
            case nil: throw failure("unexpected end of input; the array opened at \(start) is not closed")
            default: throw unexpected(expecting: "',' or ']' after an array element")
            }
        }
    }

    private mutating func string() throws(JSONSyntaxError) -> String {
        let start = position
        advance()
        var utf8: [UInt8] = []
        while true {
            guard let c = current else {
                throw failure("unterminated string: no closing '\"' before the end of input", at: start)
            }
            switch c {
            case UInt8(ascii: "\""):
                advance()
                guard let text = String(validating: utf8, as: UTF8.self) else {
                    throw failure("the string is not valid UTF-8", at: start)
                }
                return text
            case UInt8(ascii: "\\"):
                try escape(into: &utf8)
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                throw failure(
                    "unterminated string: the line ends before the closing '\"' "
                        + "(write \\n for a line break in a string)",
                    at: start)
            case 0..<0x20:
                throw failure(
                    "a control character (\(describeCurrent())) must be escaped in a string, like \\t or \\u0009")
            default:
                utf8.append(c)
                advance()
            }
        }
    }

    private mutating func escape(into utf8: inout [UInt8]) throws(JSONSyntaxError) {
        let backslash = position
        advance()
        guard let c = current else { throw failure("unterminated string: no closing '\"' before the end of input") }
        let simple: [UInt8: UInt8] = [
            UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F, UInt8(ascii: "b"): 0x08,
            UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
        ]
        if let byte = simple[c] {
            advance()
            utf8.append(byte)
            return
        }
        guard c == UInt8(ascii: "u") else {
            throw failure(
                "invalid escape \\\(describeCurrent().trimmingQuotes); "
                    + "use \\\", \\\\, \\/, \\b, \\f, \\n, \\r, \\t or \\uXXXX",
                at: backslash)
        }
        advance()
        var value = try hex4(escapeAt: backslash)
        if (0xD800...0xDBFF).contains(value) {
            guard current == UInt8(ascii: "\\"), peek(1) == UInt8(ascii: "u") else {
                throw failure(
                    "\\u\(hexString(value)) is the first half of a surrogate pair; "
                        + "the second half (\\uDC00…\\uDFFF) must follow",
                    at: backslash)
            }
            let second = position
            advance()
            advance()
            let low = try hex4(escapeAt: second)
            guard (0xDC00...0xDFFF).contains(low) else {
                throw failure(
                    "\\u\(hexString(low)) is not the second half of a surrogate pair (\\uDC00…\\uDFFF)", at: second)
            }
            value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
        } else if (0xDC00...0xDFFF).contains(value) {
            throw failure(
                "\\u\(hexString(value)) is the second half of a surrogate pair without a first half", at: backslash)
        }
        // Valid by construction: surrogates were combined or refused above.
        let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
        utf8.append(contentsOf: Array(String(Character(scalar)).utf8))
    }

    private func hexString(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    private mutating func hex4(escapeAt backslash: SourcePosition) throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let c = current, let digit = Self.hexDigit(c) else {
                throw failure("\\u must be followed by four hexadecimal digits, found \(describeCurrent())")
            }
            value = value * 16 + digit
            advance()
        }
        return value
    }

    private static func hexDigit(_ c: UInt8) -> UInt32? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(c - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(c - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(c - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    private mutating func number() throws(JSONSyntaxError) -> Double {
        let start = position
        let first = offset
        func isDigit(_ c: UInt8?) -> Bool { c.map { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") } ?? false }
        if current == UInt8(ascii: "-") {
            advance()
            guard isDigit(current) else { throw failure("expected a digit after '-', found \(describeCurrent())") }
        }
        if current == UInt8(ascii: "0") {
            advance()
            if isDigit(current) { throw failure("numbers must not start with 0 (write 7, not 07)", at: start) }
        } else {
            while isDigit(current) { advance() }
        }
        if current == UInt8(ascii: ".") {
            advance()
            guard isDigit(current) else {
                throw failure("expected a digit after the decimal point, found \(describeCurrent())")
            }
            while isDigit(current) { advance() }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            advance()
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { advance() }
            guard isDigit(current) else {
                throw failure("expected a digit in the exponent, found \(describeCurrent())")
            }
            while isDigit(current) { advance() }
        }
        let text = String(decoding: bytes[first..<offset], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw failure("the number \(text.prefix(40)) is out of range", at: start)
        }
        return value
    }
}

extension String {
    /// The text without the quotes `describeCurrent()` puts around a printable character.
    fileprivate var trimmingQuotes: String {
        hasPrefix("'") && hasSuffix("'") && count >= 3 ? String(dropFirst().dropLast()) : self
    }
}
