import Foundation

/// Where Proof's bundled fonts live and what `Fonts/fonts.tsv` says about them.
///
/// The folder is `$PROOF_FONTS_DIR` when set, else the `Fonts` folder of the Proof checkout this
/// module was built from. Proof never reads system fonts.
public enum BundledFonts {
    /// One row of `fonts.tsv`.
    public struct Entry: Hashable, Sendable {
        /// File path relative to the fonts folder.
        public var path: String
        /// Family name.
        public var family: String
        /// PostScript name.
        public var postScriptName: String
        /// OS/2 weight class.
        public var weight: Int
        /// What the font is for.
        public var role: FontRole
    }

    /// The bundled fonts folder.
    public static var directory: String {
        if let env = ProcessInfo.processInfo.environment["PROOF_FONTS_DIR"], !env.isEmpty { return env }
        // The checkout this file was compiled from: the nearest folder above it holding Fonts/fonts.tsv.
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while folder.pathComponents.count > 1 {
            let candidate = folder.appendingPathComponent("Fonts")
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("fonts.tsv").path) {
                return candidate.path
            }
            folder.deleteLastPathComponent()
        }
        return "Fonts"
    }

    /// Families the UI font stands in for (proprietary or Apple-only).
    public static let uiStandIns = [
        "Helvetica Neue", "Helvetica Neue LT", "Helvetica", "Arial", "SF Pro", "SF Pro Text", "SF Pro Display",
        "Roboto", "Noto Sans",
    ]
    /// Families the hand-drawn font stands in for.
    public static let handwrittenStandIns = ["Shantell Sans"]
    /// Families the geometric font stands in for.
    public static let geometricStandIns = ["Sosh"]
    /// Families the rounded font stands in for: Apple's rounded system face, the one
    /// `Font.Design.rounded` names.
    public static let roundedStandIns = ["SF Pro Rounded", "SF Compact Rounded"]
    /// Families the serif font stands in for: Apple's serif system face (`Font.Design.serif`) and the
    /// common serifs a design file names.
    public static let serifStandIns = ["New York", "Times New Roman", "Times", "Georgia"]
    /// Families the monospaced font stands in for.
    public static let monospacedStandIns = ["Menlo", "Monaco", "Courier New", "SF Mono", "Courier"]

    /// Parses `fonts.tsv` in `directory` (header row, then path, family, PostScript name, weight, role).
    public static func entries(in directory: String) throws(FontError) -> [Entry] {
        let file = (directory as NSString).appendingPathComponent("fonts.tsv")
        guard FileManager.default.fileExists(atPath: file) else {
            throw .fileNotFound(path: file + " (set PROOF_FONTS_DIR to the Fonts folder of a Proof checkout)")
        }
        let text: String
        do { text = try String(contentsOfFile: file, encoding: .utf8) } catch {
            throw .unreadableFile(path: file, reason: error.localizedDescription)
        }
        var result: [Entry] = []
        for (n, line) in text.split(separator: "\n", omittingEmptySubsequences: true).enumerated() where n > 0 {
            let cols = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard cols.count >= 5, let weight = Int(cols[3].trimmingCharacters(in: .whitespaces)),
                let role = FontRole(rawValue: cols[4].trimmingCharacters(in: .whitespaces))
            else {
                throw .unreadableFile(
                    path: file, reason: "line \(n + 1) is not path⇥family⇥postscript_name⇥weight⇥role")
            }
            result.append(Entry(path: cols[0], family: cols[1], postScriptName: cols[2], weight: weight, role: role))
        }
        return result
    }
}
