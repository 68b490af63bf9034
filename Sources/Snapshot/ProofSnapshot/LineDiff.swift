/// A line-by-line difference of two texts, printed as unified-diff hunks.
struct LineDiff {
    /// One line of the edit script.
    enum Edit: Equatable {
        /// A line in both texts.
        case same(Substring)
        /// A line only in the reference.
        case removed(Substring)
        /// A line only in the new text.
        case added(Substring)
    }

    /// Largest (reference lines × new lines) solved exactly after trimming the common start and
    /// end; beyond it the differing middle is shown as removed, then added.
    static let exactCellLimit = 4_000_000

    /// The edit script from `old` to `new`: a longest common subsequence of lines, deterministic.
    static func edits(from old: [Substring], to new: [Substring]) -> [Edit] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
            old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        {
            suffix += 1
        }
        let a = old[prefix..<old.count - suffix]
        let b = new[prefix..<new.count - suffix]
        var result = old[..<prefix].map(Edit.same)
        if a.count * b.count <= exactCellLimit {
            result += middle(Array(a), Array(b))
        } else {
            result += a.map(Edit.removed) + b.map(Edit.added)
        }
        result += old[(old.count - suffix)...].map(Edit.same)
        return result
    }

    /// The LCS edit script of two short line arrays (dynamic programming from the end); at a tie
    /// removals come before additions, as in `diff -u`.
    private static func middle(_ a: [Substring], _ b: [Substring]) -> [Edit] {
        let n = a.count
        let m = b.count
        let columns = m + 1
        var lengths = [Int32](repeating: 0, count: (n + 1) * (m + 1))
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                lengths[i * columns + j] =
                    a[i] == b[j]
                    ? lengths[(i + 1) * columns + j + 1] + 1
                    : max(lengths[(i + 1) * columns + j], lengths[i * columns + j + 1])
            }
        }
        var edits: [Edit] = []
        var i = 0
        var j = 0
        while i < n || j < m {
            if i < n, j < m, a[i] == b[j] {
                edits.append(.same(a[i]))
                i += 1
                j += 1
            } else if i < n, j == m || lengths[(i + 1) * columns + j] >= lengths[i * columns + j + 1] {
                edits.append(.removed(a[i]))
                i += 1
            } else {
                edits.append(.added(b[j]))
                j += 1
            }
        }
        return edits
    }

    /// Unified-diff hunks (`@@ -1,3 +1,3 @@`, then ` `, `-` and `+` lines) with `context` lines
    /// around each change, or nil when the texts are equal.
    static func unified(reference: String, actual: String, context: Int = 3) -> String? {
        guard reference != actual else { return nil }
        let old = reference.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let script = edits(from: old, to: new)
        let changed = script.indices.filter { if case .same = script[$0] { return false } else { return true } }
        // Group changes whose context windows touch into hunks of edit indices.
        var hunks: [ClosedRange<Int>] = []
        for index in changed {
            let window = max(0, index - context)...min(script.count - 1, index + context)
            if let last = hunks.last, window.lowerBound <= last.upperBound + 1 {
                hunks[hunks.count - 1] = last.lowerBound...window.upperBound
            } else {
                hunks.append(window)
            }
        }
        // Line numbers (1-based) at the start of each edit.
        var oldLine = 1
        var newLine = 1
        var starts: [(old: Int, new: Int)] = []
        for edit in script {
            starts.append((oldLine, newLine))
            switch edit {
            case .same:
                oldLine += 1
                newLine += 1
            case .removed: oldLine += 1
            case .added: newLine += 1
            }
        }
        var out: [String] = []
        for hunk in hunks {
            var oldCount = 0
            var newCount = 0
            var body: [String] = []
            for edit in script[hunk] {
                switch edit {
                case .same(let line):
                    body.append(" " + line)
                    oldCount += 1
                    newCount += 1
                case .removed(let line):
                    body.append("-" + line)
                    oldCount += 1
                case .added(let line):
                    body.append("+" + line)
                    newCount += 1
                }
            }
            let start = starts[hunk.lowerBound]
            let oldStart = oldCount == 0 ? start.old - 1 : start.old
            let newStart = newCount == 0 ? start.new - 1 : start.new
            out.append("@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@")
            out += body
        }
        return out.joined(separator: "\n")
    }
}
