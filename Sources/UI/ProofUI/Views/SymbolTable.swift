import ProofText

/// SF Symbol names → Material Design Icons glyphs (the bundled icon font, MDI 1.6.50).
/// `Image(systemName:)` draws the glyph a name resolves to; a name that resolves to nothing is
/// `RenderError.unknownSymbol`, which carries the nearest known names.
///
/// The table is data: `Fonts/MaterialDesignIcons/symbols.tsv` (header `sf_name`, `mdi_name`,
/// `enclosure`, `note`; one row per SF name, the most used symbols first), written by
/// `Scripts/generate-symbol-table`. An `enclosure` of `circle`, `circle.fill`, `square` or
/// `square.fill` means MDI has no circled or boxed version of the glyph, so Proof draws the glyph
/// inside a ring (or knocked out of a disc, a rounded square) as SF Symbols does.
///
/// A name without a row resolves through its variants, the suffixes SwiftUI's `SymbolVariants`
/// stands for, in this order (the stem is the base row's glyph without `-outline`):
/// - `.slash` → `<stem>-off` (`bell.slash.fill` → `bell-off`); no `-off` glyph, no symbol, since a
///   crossed-out symbol drawn uncrossed would say the opposite;
/// - `.circle.fill` → `<stem>-circle`, else the filled glyph knocked out of a disc;
/// - `.circle` → `<stem>-circle-outline`, then `<stem>-circle`, else the glyph in a ring;
/// - `.square.fill` → `<stem>-box`, else the filled glyph knocked out of a rounded square;
/// - `.square` → `<stem>-box-outline`, then `<stem>-box`, else the glyph in a rounded square;
/// - `.fill` → the stem (`foo` → `foo-outline` gives `foo.fill` → `foo`), else the base glyph;
///   `foo.circle.fill` with only a `foo.circle` row takes that row's glyph, filled.
/// Names registered with `SymbolRegistry` come before all of this.
public enum SymbolTable {
    /// How a glyph is framed when MDI has no circled or boxed version of it.
    public enum Enclosure: String, Sendable, Hashable, CaseIterable {
        /// The glyph, scaled down, inside a ring.
        case circle
        /// The glyph knocked out of a disc.
        case circleFill = "circle.fill"
        /// The glyph, scaled down, inside a rounded-square outline.
        case square
        /// The glyph knocked out of a rounded square.
        case squareFill = "square.fill"

        /// The filled form of this frame.
        var filled: Enclosure { self == .circle || self == .circleFill ? .circleFill : .squareFill }
    }

    /// One row of the table.
    public struct Entry: Sendable, Hashable {
        /// The SF Symbol name, as Apple spells it.
        public let symbol: String
        /// The Material Design Icons name (the CSS class `mdi-<name>` without its prefix).
        public let iconName: String
        /// The frame drawn around the glyph, if any.
        public let enclosure: Enclosure?
        /// Why this glyph was chosen, when it is not an obvious match (empty otherwise).
        public let note: String

        /// An entry drawing `iconName` for `symbol`.
        public init(symbol: String, iconName: String, enclosure: Enclosure? = nil, note: String = "") {
            self.symbol = symbol
            self.iconName = iconName
            self.enclosure = enclosure
            self.note = note
        }
    }

    /// The rows of `symbols.tsv`, in file order (the most used symbols first); empty when the file
    /// cannot be read.
    public static let entries: [Entry] = load(BundledFonts.directory + "/MaterialDesignIcons/symbols.tsv")

    /// SF Symbol name → Material Design Icons name, for every row.
    public static let mapping: [String: String] = Dictionary(
        entries.map { ($0.symbol, $0.iconName) }, uniquingKeysWith: { first, _ in first })

    private static let byName: [String: Entry] = Dictionary(
        entries.map { ($0.symbol, $0) }, uniquingKeysWith: { first, _ in first })

    /// The Material Design Icons name `name` resolves to (its row, or a variant's; see the type).
    public static func iconName(forSymbol name: String) -> String? { resolve(name)?.iconName }

    /// The glyph and frame for an SF Symbol name: its row, else the variant rules of the type's
    /// documentation; nil when neither gives a glyph of the bundled font.
    public static func resolve(_ name: String) -> Entry? {
        if let entry = byName[name] { return entry }
        var components = name.split(separator: ".").map(String.init)
        var fill = false
        var shape: String?
        var slash = false
        if components.last == "fill" {
            fill = true
            components.removeLast()
        }
        if let last = components.last, last == "circle" || last == "square", components.count > 1 {
            shape = last
            components.removeLast()
        }
        if components.last == "slash", components.count > 1 {
            slash = true
            components.removeLast()
        }
        guard fill || shape != nil || slash, !components.isEmpty else { return nil }
        let baseName = components.joined(separator: ".")
        guard let base = byName[baseName], base.enclosure == nil else {
            // `foo.circle.fill` with a `foo.circle` row but no `foo` row: the filled form of that glyph.
            guard fill, let outlined = byName[String(name.dropLast(5))] else { return nil }
            let stem =
                outlined.iconName.hasSuffix("-outline") ? String(outlined.iconName.dropLast(8)) : outlined.iconName
            let icon = IconCodepoints.shared.codepoint(named: stem) != nil ? stem : outlined.iconName
            return Entry(
                symbol: name, iconName: icon, enclosure: outlined.enclosure.map(\.filled),
                note: "resolved as the filled form of \(outlined.symbol)")
        }
        var stem = base.iconName.hasSuffix("-outline") ? String(base.iconName.dropLast(8)) : base.iconName
        if slash {
            guard IconCodepoints.shared.codepoint(named: stem + "-off") != nil else { return nil }
            stem += "-off"
        }
        func existing(_ names: [String]) -> String? {
            names.first { IconCodepoints.shared.codepoint(named: $0) != nil }
        }
        let note = "resolved as a variant of \(baseName)"
        switch (shape, fill) {
        case ("circle"?, true):
            if let icon = existing([stem + "-circle"]) { return Entry(symbol: name, iconName: icon, note: note) }
            return Entry(symbol: name, iconName: stem, enclosure: .circleFill, note: note)
        case ("circle"?, false):
            if let icon = existing([stem + "-circle-outline", stem + "-circle"]) {
                return Entry(symbol: name, iconName: icon, note: note)
            }
            return Entry(symbol: name, iconName: slash ? stem : base.iconName, enclosure: .circle, note: note)
        case ("square"?, true):
            if let icon = existing([stem + "-box"]) { return Entry(symbol: name, iconName: icon, note: note) }
            return Entry(symbol: name, iconName: stem, enclosure: .squareFill, note: note)
        case ("square"?, false):
            if let icon = existing([stem + "-box-outline", stem + "-box"]) {
                return Entry(symbol: name, iconName: icon, note: note)
            }
            return Entry(symbol: name, iconName: slash ? stem : base.iconName, enclosure: .square, note: note)
        default:
            let icon = slash ? stem : (existing([stem]) ?? base.iconName)
            return Entry(symbol: name, iconName: icon, note: note)
        }
    }

    /// Up to `limit` known names closest to `name`, the closest first: fewest edits, with each
    /// dot-separated component the two share counting as three edits saved (so `cart.plus` finds
    /// `cart.badge.plus`). `extra` names (registered symbols) are candidates too. Names sharing no
    /// component and more than a third of the name away are not suggested.
    public static func nearestNames(to name: String, limit: Int = 3, extra: [String] = []) -> [String] {
        let target = Array(name.lowercased())
        let targetComponents = Set(name.lowercased().split(separator: "."))
        var scored: [(score: Int, name: String)] = []
        for candidate in extra + entries.map(\.symbol) {
            let lowered = candidate.lowercased()
            let distance = editDistance(target, Array(lowered))
            let shared = targetComponents.intersection(lowered.split(separator: ".")).count
            guard shared > 0 || distance <= max(1, target.count / 3) else { continue }
            scored.append((distance - 3 * shared, candidate))
        }
        var seen = Set<String>()
        return scored.sorted { $0.score < $1.score }.map(\.name).filter { seen.insert($0).inserted }.prefix(limit)
            .map { $0 }
    }

    /// Levenshtein distance.
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

    /// The rows of a `symbols.tsv` file (header first); rows with fewer than two columns are skipped.
    static func load(_ path: String) -> [Entry] {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").dropFirst().compactMap { line in
            let cols = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard cols.count >= 2, !cols[0].isEmpty, !cols[1].isEmpty else { return nil }
            let enclosure = cols.count > 2 ? Enclosure(rawValue: cols[2]) : nil
            return Entry(symbol: cols[0], iconName: cols[1], enclosure: enclosure, note: cols.count > 3 ? cols[3] : "")
        }
    }
}
