import ProofText
import Synchronization

/// Name → code point of the bundled Material Design Icons (`Fonts/MaterialDesignIcons/codepoints.tsv`),
/// read once.
final class IconCodepoints: Sendable {
    static let shared = IconCodepoints()
    private let table: [String: UInt32]

    init() {
        var t: [String: UInt32] = [:]
        let path = BundledFonts.directory + "/MaterialDesignIcons/codepoints.tsv"
        if let text = try? String(contentsOfFile: path, encoding: .utf8) {
            for line in text.split(separator: "\n").dropFirst() {
                let cols = line.split(separator: "\t")
                if cols.count == 2, let v = UInt32(cols[1], radix: 16) { t[String(cols[0])] = v }
            }
        }
        table = t
    }

    func codepoint(named name: String) -> UInt32? { table[name] }
}
