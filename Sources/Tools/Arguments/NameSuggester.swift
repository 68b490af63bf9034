/// "Did you mean …?" for misspelt names: the closest known name by edit distance, ignoring case.
public enum NameSuggester {
    /// The known name closest to `name`, if it is close enough to be a likely typo.
    public static func closest(to name: String, in known: [String]) -> String? {
        let lowered = Array(name.lowercased())
        var best: (name: String, distance: Int)?
        for candidate in known {
            let distance = editDistance(lowered, Array(candidate.lowercased()))
            if best == nil || distance < best!.distance { best = (candidate, distance) }
        }
        guard let best else { return nil }
        // A third of the name may differ (at least one edit), so "VStak" finds "VStack" but "Grid" finds nothing.
        return best.distance <= max(1, lowered.count / 3) ? best.name : nil
    }

    /// `; did you mean "x"?` (with `quote` around the name) or an empty string.
    public static func hint(for name: String, in known: [String], quote: String = "\"") -> String {
        closest(to: name, in: known).map { "; did you mean \(quote)\($0)\(quote)?" } ?? ""
    }

    /// `known` ordered by closeness to `name` (ties keep their order).
    public static func byCloseness(to name: String, in known: [String]) -> [String] {
        let lowered = Array(name.lowercased())
        return known.enumerated()
            .map {
                (offset: $0.offset, name: $0.element, distance: editDistance(lowered, Array($0.element.lowercased())))
            }
            .sorted { ($0.distance, $0.offset) < ($1.distance, $1.offset) }
            .map(\.name)
    }

    /// `a`, `a or b`, `a, b or c` (with `conjunction` before the last name).
    public static func list(_ names: [String], conjunction: String) -> String {
        guard let last = names.last else { return "" }
        guard names.count > 1 else { return last }
        return names.dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }

    /// Levenshtein distance (insertions, deletions and substitutions).
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var row = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            row[0] = i
            for j in 1...b.count {
                row[j] = min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &row)
        }
        return previous[b.count]
    }
}
