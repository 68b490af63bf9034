import ProofArguments
import ProofUI

/// Typed reads of JSON values for the view format; each failure names the value (`what`, like
/// `"spacing" of VStack`) and what it should have been.
extension JSONValue {
    func typeError(_ what: String, _ expected: String) -> ViewSpecError {
        ViewSpecError("\(what) must be \(expected), not \(typeDescription)", at: position)
    }

    /// A string.
    func string(_ what: String) throws(ViewSpecError) -> String {
        guard case .string(let s) = kind else { throw typeError(what, "a string") }
        return s
    }

    /// true or false.
    func bool(_ what: String) throws(ViewSpecError) -> Bool {
        guard case .bool(let b) = kind else { throw typeError(what, "true or false") }
        return b
    }

    /// An array.
    func array(_ what: String) throws(ViewSpecError) -> [JSONValue] {
        guard case .array(let a) = kind else { throw typeError(what, "an array") }
        return a
    }

    /// A number within `range`.
    func number(_ what: String, in range: ClosedRange<Double> = -1e6...1e6) throws(ViewSpecError) -> Double {
        guard case .number(let n) = kind else { throw typeError(what, "a number") }
        guard range.contains(n) else {
            throw ViewSpecError(
                "\(what) must be between \(format(range.lowerBound)) and \(format(range.upperBound)), not \(format(n))",
                at: position)
        }
        return n
    }

    /// A length in points: a number within `range`, or the string "infinity" when `allowsInfinity`.
    func length(_ what: String, in range: ClosedRange<Double> = -1e6...1e6, allowsInfinity: Bool = false)
        throws(ViewSpecError) -> CGFloat
    {
        switch kind {
        case .string(let s) where allowsInfinity:
            guard s == "infinity" else {
                throw ViewSpecError("\(what) must be a number or \"infinity\", not \"\(s)\"", at: position)
            }
            return .infinity
        case .number: return CGFloat(try number(what, in: range))
        default: throw typeError(what, allowsInfinity ? "a number or \"infinity\"" : "a number")
        }
    }

    /// A whole number within `range`.
    func integer(_ what: String, in range: ClosedRange<Int>) throws(ViewSpecError) -> Int {
        let n = try number(what, in: Double(range.lowerBound)...Double(range.upperBound))
        guard n == n.rounded() else {
            throw ViewSpecError("\(what) must be a whole number, not \(format(n))", at: position)
        }
        return Int(n)
    }

    /// One of the named choices (a string); a near miss gets a suggestion.
    func choice<T>(_ what: String, _ choices: KeyValuePairs<String, T>) throws(ViewSpecError) -> T {
        let name = try string(what)
        if let match = choices.first(where: { $0.key == name }) { return match.value }
        let names = choices.map(\.key)
        throw ViewSpecError(
            "\(what) cannot be \"\(name)\"\(NameSuggester.hint(for: name, in: names)) "
                + "(use \(names.joined(separator: ", ")))",
            at: position)
    }

    /// A number as it would be written in JSON: `12`, not `12.0`.
    static func format(_ n: Double) -> String { n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n) }
    private func format(_ n: Double) -> String { Self.format(n) }
}
