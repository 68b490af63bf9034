import Foundation

/// Fills a printf-style format string with `FormatArgument`s, as `String(format:)` does for the
/// specifiers string tables use: `%@`, `%d`/`%i`/`%u`/`%x`/`%X`/`%o`/`%c` with `h`/`l`/`ll`/`q`/`z`
/// lengths, `%f`/`%e`/`%g` with flags, width and precision, positional `%1$@`, and `%%`. A
/// specifier without a matching argument is left as written, as Foundation leaves it. A
/// `%#@name@` variable (of `.stringsdict` and `.xcstrings` substitutions) takes the argument at
/// its place like any specifier and is replaced by what `variable` makes of it (left as written
/// without `variable`).
enum StringFormatter {
    static func format(
        _ format: String, _ arguments: [FormatArgument],
        variable: ((_ name: String, _ argument: FormatArgument?) -> String)? = nil
    ) -> String {
        var output = ""
        var chars = Array(format)[...]
        var next = 0
        while let c = chars.popFirst() {
            guard c == "%" else {
                output.append(c)
                continue
            }
            var spec = "%"
            var position: Int?
            // A positional index `n$`.
            let digits = chars.prefix { $0.isNumber }
            if !digits.isEmpty, chars.dropFirst(digits.count).first == "$" {
                position = Int(String(digits)).map { $0 - 1 }
                chars = chars.dropFirst(digits.count + 1)
            }
            if chars.starts(with: "#@"), let end = chars.dropFirst(2).firstIndex(of: "@") {
                let name = String(chars[chars.index(chars.startIndex, offsetBy: 2)..<end])
                chars = chars[chars.index(after: end)...]
                let index = position ?? next
                if position == nil { next += 1 }
                let argument = arguments.indices.contains(index) ? arguments[index] : nil
                output += variable?(name, argument) ?? "%#@\(name)@"
                continue
            }
            while let f = chars.first, "-+ #0123456789.*".contains(f) {
                spec.append(f)
                chars.removeFirst()
            }
            var length = ""
            while let l = chars.first, "hlqLzjt".contains(l) {
                length.append(l)
                chars.removeFirst()
            }
            guard let conversion = chars.popFirst() else {
                output += spec + length
                break
            }
            if conversion == "%" {
                output.append("%")
                continue
            }
            let index = position ?? next
            if position == nil { next += 1 }
            guard index >= 0, index < arguments.count else {
                output += spec + length + String(conversion)
                continue
            }
            output += render(arguments[index], spec: spec, conversion: conversion)
        }
        return output
    }

    /// One argument through one specifier (flags, width and precision in `spec`).
    private static func render(_ argument: FormatArgument, spec: String, conversion: Character) -> String {
        switch conversion {
        case "@", "s", "S":
            switch argument {
            case .string(let s): return s
            case .integer(let v): return String(v)
            case .unsignedInteger(let v): return String(v)
            case .double(let v): return String(v)
            }
        case "d", "i", "u", "x", "X", "o", "c":
            let value: Int64
            switch argument {
            case .integer(let v): value = v
            case .unsignedInteger(let v): value = Int64(truncatingIfNeeded: v)
            case .double(let v): value = Int64(v)
            case .string(let s): return s
            }
            if conversion == "c" { return Unicode.Scalar(UInt32(truncatingIfNeeded: value)).map { String($0) } ?? "" }
            return String(format: spec + "ll" + String(conversion), value)
        case "f", "F", "e", "E", "g", "G", "a", "A":
            let value: Double
            switch argument {
            case .double(let v): value = v
            case .integer(let v): value = Double(v)
            case .unsignedInteger(let v): value = Double(v)
            case .string(let s): return s
            }
            return String(format: spec + String(conversion), value)
        default:
            return spec + String(conversion)
        }
    }
}
