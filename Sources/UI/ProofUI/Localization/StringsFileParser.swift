/// Reads the old-style `.strings` format: `"key" = "value";` entries (keys may be unquoted
/// identifiers), `/* … */` and `//` comments, and the escapes `\"`, `\\`, `\n`, `\t`, `\r`, `\0`,
/// `\'`, `\Uxxxx`/`\uxxxx`.
struct StringsFileParser {
    private let characters: [Character]
    private let path: String
    private var index = 0

    /// A parser of `text`, read from `path` (for messages).
    init(_ text: String, path: String) {
        characters = Array(text)
        self.path = path
    }

    /// Every entry, later keys replacing earlier ones as Foundation does.
    mutating func parse() throws(LocalizationError) -> [String: String] {
        var entries: [String: String] = [:]
        while true {
            try skipSpaceAndComments()
            guard index < characters.count else { return entries }
            let key = try token("a key")
            try skipSpaceAndComments()
            if peek == ";" {  // `"key";` means the key is its own value
                index += 1
                entries[key] = key
                continue
            }
            try expect("=")
            try skipSpaceAndComments()
            let value = try token("a value")
            try skipSpaceAndComments()
            try expect(";")
            entries[key] = value
        }
    }

    private var peek: Character? { index < characters.count ? characters[index] : nil }

    private func failure(_ reason: String) -> LocalizationError {
        var line = 1
        var column = 1
        for c in characters[..<min(index, characters.count)] {
            if c == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return .invalidStrings(path: path, line: line, column: column, reason: reason)
    }

    private mutating func expect(_ c: Character) throws(LocalizationError) {
        guard peek == c else {
            throw failure("expected '\(c)'" + (peek.map { ", found '\($0)'" } ?? " before the end of the file"))
        }
        index += 1
    }

    private mutating func skipSpaceAndComments() throws(LocalizationError) {
        while let c = peek {
            if c.isWhitespace || c == "\u{FEFF}" {
                index += 1
            } else if c == "/", index + 1 < characters.count, characters[index + 1] == "/" {
                while let d = peek, d != "\n" { index += 1 }
            } else if c == "/", index + 1 < characters.count, characters[index + 1] == "*" {
                let start = index
                index += 2
                while index + 1 < characters.count, !(characters[index] == "*" && characters[index + 1] == "/") {
                    index += 1
                }
                guard index + 1 < characters.count else {
                    index = start
                    throw failure("a /* comment is never closed")
                }
                index += 2
            } else {
                return
            }
        }
    }

    /// A quoted string or an unquoted identifier.
    private mutating func token(_ what: String) throws(LocalizationError) -> String {
        guard let first = peek else { throw failure("expected \(what) before the end of the file") }
        if first != "\"" {
            var word = ""
            while let c = peek, c.isLetter || c.isNumber || "_.-$:/".contains(c) {
                word.append(c)
                index += 1
            }
            guard !word.isEmpty else { throw failure("expected \(what) in double quotes, found '\(first)'") }
            return word
        }
        let start = index
        index += 1
        var result = ""
        while let c = peek {
            index += 1
            if c == "\"" { return result }
            guard c == "\\" else {
                result.append(c)
                continue
            }
            guard let escaped = peek else { break }
            index += 1
            switch escaped {
            case "n": result.append("\n")
            case "t": result.append("\t")
            case "r": result.append("\r")
            case "0": result.append("\0")
            case "U", "u":
                let hex = String(characters[index..<min(index + 4, characters.count)])
                guard hex.count == 4, let code = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(code) else {
                    throw failure("\\\(escaped) needs four hex digits")
                }
                index += 4
                result.unicodeScalars.append(scalar)
            default: result.append(escaped)
            }
        }
        index = start
        throw failure("a quoted string is never closed")
    }
}
