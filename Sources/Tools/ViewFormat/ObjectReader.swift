import ProofArguments

/// Reads the members of one JSON object by key and remembers every key asked for, so that a key
/// nobody asked for (a typo, an option of another view) is reported instead of silently ignored.
struct ObjectReader {
    /// The object's members.
    let members: [JSONValue.Member]
    /// Where the object starts.
    let position: SourcePosition
    /// What the object is, for messages ("Text", "the frame modifier").
    var subject: String
    private var known: [String] = []

    /// A reader of `value`, which must be an object.
    init(_ value: JSONValue, subject: String) throws(ViewSpecError) {
        guard case .object(let members) = value.kind else {
            throw ViewSpecError("\(subject) must be an object, not \(value.typeDescription)", at: value.position)
        }
        self.members = members
        self.position = value.position
        self.subject = subject
    }

    /// Whether the object has `key`.
    func has(_ key: String) -> Bool { members.contains { $0.key == key } }

    /// The value of `key`, nil when absent.
    mutating func optional(_ key: String) -> JSONValue? {
        if !known.contains(key) { known.append(key) }
        return members.first { $0.key == key }?.value
    }

    /// The value of `key`; its absence is an error that shows an `example` value.
    mutating func required(_ key: String, example: String) throws(ViewSpecError) -> JSONValue {
        guard let value = optional(key) else {
            throw ViewSpecError("\(subject) needs \"\(key)\", like \"\(key)\": \(example)", at: position)
        }
        return value
    }

    /// Fails on the first key that was never asked for, naming the keys that are understood.
    func rejectUnknownKeys() throws(ViewSpecError) {
        guard let unknown = members.first(where: { !known.contains($0.key) }) else { return }
        let accepted =
            known.isEmpty ? "it takes no keys" : "it takes \(known.map { "\"\($0)\"" }.joined(separator: ", "))"
        throw ViewSpecError(
            "unknown key \"\(unknown.key)\" in \(subject)\(NameSuggester.hint(for: unknown.key, in: known)) "
                + "(\(accepted))",
            at: unknown.keyPosition)
    }
}
