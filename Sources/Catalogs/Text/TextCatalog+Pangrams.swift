import Foundation
import ProofSnapshot
import ProofText
import Raster

extension TextCatalog {
    static let latinPangram = "The quick brown fox jumps over the lazy dog — 0123456789 & fi fl ?!"
    static let arabicPangram = "نص حكيم له سر قاطع وذو شأن عظيم مكتوب على ثوب أخضر ومغلف بجلد أزرق"
    static let hebrewPangram = "דג סקרן שט בים מאוכזב ולפתע מצא חברה"
    static let symbolLine = "★ ☆ ✓ ✗ ● ○ ■ □ ▶ ◀ ▲ ▼ ← → ↑ ↓ ⚠ ♥ ♦ ♣ ♠ € ± ° • … ∞ ≈ ≠ ≤ ≥ √ ∑"
    static let iconNames = [
        "home", "account", "magnify", "bell", "heart", "star", "check", "close", "chevron-left", "chevron-right",
        "alert", "information", "settings", "plus", "minus", "menu", "pencil", "delete", "share-variant", "calendar",
    ]

    /// One scene per bundled family: every weight on its own line.
    static var pangramScenes: [CanvasScene] {
        let registry = FontRegistry.shared
        guard let entries = try? BundledFonts.entries(in: BundledFonts.directory) else { return [] }
        var families: [(String, FontRole)] = []
        for e in entries where !families.contains(where: { $0.0 == e.family }) { families.append((e.family, e.role)) }
        return families.map { family, role in
            let faces = registry.faces(inFamily: family)
            let sample: String
            let direction: LayoutDirection
            switch role {
            case .fallbackArabic:
                sample = arabicPangram
                direction = .rightToLeft
            case .fallbackHebrew:
                sample = hebrewPangram
                direction = .rightToLeft
            case .fallbackSymbols:
                sample = symbolLine
                direction = .leftToRight
            case .icons:
                sample = iconString()
                direction = .leftToRight
            default:
                sample = latinPangram
                direction = .leftToRight
            }
            let lineHeight = role == .icons ? 34.0 : 24.0
            let size = role == .icons ? 24.0 : 15.0
            return CanvasScene(
                "pangram-\(slug(family))",
                "\(family): every bundled weight (\(faces.map { String($0.weight.value) }.joined(separator: ", ")))",
                group: "text", width: 520, height: Int(lineHeight) * faces.count + 16
            ) { c in
                for (i, face) in faces.enumerated() {
                    let y = 8 + Double(i) * lineHeight
                    try draw(
                        c, AttributedText("\(face.weight.value)", attributes: TextAttributes(size: 10)), x: 8, y: y + 4,
                        color: .init(hex: 0x8A8F99))
                    let attrs = TextAttributes(family: family, weight: face.weight, size: size)
                    try draw(
                        c, AttributedText(sample, attributes: attrs),
                        TextLayoutOptions(maxWidth: 476, lineLimit: 1, alignment: .leading, direction: direction),
                        x: 36, y: y)
                }
            }
        }
    }

    /// A row of Material Design Icons looked up by name in `Fonts/MaterialDesignIcons/codepoints.tsv`.
    static func iconString() -> String {
        let file = (BundledFonts.directory as NSString).appendingPathComponent("MaterialDesignIcons/codepoints.tsv")
        guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { return "" }
        var table: [String: UInt32] = [:]
        for line in text.split(separator: "\n") {
            let cols = line.split(separator: "\t")
            if cols.count >= 2, let v = UInt32(cols[1], radix: 16) { table[String(cols[0])] = v }
        }
        return iconNames.compactMap { table[$0].flatMap(Unicode.Scalar.init).map { String(Character($0)) } }.joined(
            separator: " ")
    }
}
