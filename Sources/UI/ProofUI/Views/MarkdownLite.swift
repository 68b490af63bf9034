/// The inline Markdown SwiftUI renders in `Text` literals: `**bold**`, `*italic*` / `_italic_`,
/// `` `code` `` and `[label](url)`. Anything else stays as typed.
enum MarkdownLite {
    static func segments(_ source: String) -> [Text.Segment] {
        var result: [Text.Segment] = []
        var current = Text.Segment(string: "")
        var bold = false
        let chars = Array(source)
        var i = 0
        func flush() {
            if !current.string.isEmpty { result.append(current) }
            current = Text.Segment(string: "", weight: bold ? .bold : nil)
        }
        while i < chars.count {
            let c = chars[i]
            if c == "*" && i + 1 < chars.count && chars[i + 1] == "*", source.dropFirst(i + 2).contains("**") || bold {
                flush()
                bold.toggle()
                current.weight = bold ? .bold : nil
                i += 2
                continue
            }
            if c == "`", let end = chars[(i + 1)...].firstIndex(of: "`") {
                flush()
                result.append(
                    Text.Segment(string: String(chars[(i + 1)..<end]), weight: bold ? .bold : nil, monospaced: true))
                i = end + 1
                continue
            }
            if c == "[", let close = chars[(i + 1)...].firstIndex(of: "]"), close + 1 < chars.count,
                chars[close + 1] == "(",
                let paren = chars[(close + 2)...].firstIndex(of: ")")
            {
                flush()
                var link = Text.Segment(string: String(chars[(i + 1)..<close]), weight: bold ? .bold : nil)
                link.link = String(chars[(close + 2)..<paren])
                link.color = .accentColor
                result.append(link)
                i = paren + 1
                continue
            }
            if c == "*" || c == "_", i + 1 < chars.count, chars[i + 1] != " ",
                let end = chars[(i + 1)...].firstIndex(of: c), end > i + 1
            {
                // Italic: drawn upright (no italic face is bundled), markers removed.
                flush()
                result.append(Text.Segment(string: String(chars[(i + 1)..<end]), weight: bold ? .bold : nil))
                i = end + 1
                continue
            }
            current.string.append(c)
            i += 1
        }
        flush()
        return result.isEmpty ? [Text.Segment(string: "")] : result
    }
}
