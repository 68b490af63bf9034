import ProofSnapshot
import ProofText
import Raster

extension TextCatalog {
    static let paragraph =
        "Proof sets text with HarfBuzz and draws every glyph with its own scan converter, so a golden image is the same on every machine. Lines break at Unicode opportunities; a word longer than the line, like Donaudampfschifffahrtsgesellschaft, breaks between letters."

    static var layoutScenes: [CanvasScene] {
        [wrappingScene, truncationScene, bidiScene, typographyScene, richTextScene]
    }

    /// A thin outline of the box a layout was given.
    static func frame(_ c: Canvas, x: Double, y: Double, width: Double, height: Double) throws {
        try c.stroke(
            Path.rect(Rect(x: x - 0.25, y: y - 0.25, width: width + 0.5, height: height + 0.5)), color: faint,
            style: StrokeStyle(lineWidth: 0.5))
    }

    static var wrappingScene: CanvasScene {
        CanvasScene(
            "paragraph-wrapped", "A paragraph wrapped at 220 pt: leading, centre and trailing alignment", group: "text",
            width: 720, height: 150
        ) { c in
            let body = AttributedText(paragraph, attributes: TextAttributes(size: 13))
            for (i, alignment) in TextAlignment.allCases.enumerated() {
                let x = 8 + Double(i) * 236
                let layout = try draw(c, body, TextLayoutOptions(maxWidth: 220, alignment: alignment), x: x, y: 8)
                try frame(c, x: x, y: 8, width: 220, height: layout.size.height)
            }
        }
    }

    static var truncationScene: CanvasScene {
        CanvasScene(
            "paragraph-truncated", "Two-line and one-line limits with tail, head and middle truncation", group: "text",
            width: 720, height: 112
        ) { c in
            let body = AttributedText(paragraph, attributes: TextAttributes(size: 13))
            for (i, mode) in [TruncationMode.tail, .head, .middle].enumerated() {
                let x = 8 + Double(i) * 236
                try draw(
                    c, AttributedText(".\(mode)", attributes: TextAttributes(weight: .semibold, size: 11)), x: x, y: 6,
                    color: orange)
                let two = try draw(
                    c, body, TextLayoutOptions(maxWidth: 220, lineLimit: 2, truncation: mode), x: x, y: 24)
                try frame(c, x: x, y: 24, width: 220, height: two.size.height)
                let one = try draw(
                    c, body, TextLayoutOptions(maxWidth: 220, lineLimit: 1, truncation: mode), x: x, y: 74)
                try frame(c, x: x, y: 74, width: 220, height: one.size.height)
            }
        }
    }

    static var bidiScene: CanvasScene {
        CanvasScene(
            "bidi-mixed", "Latin, Arabic and Hebrew in one line, in left-to-right and right-to-left paragraphs",
            group: "text", width: 520, height: 110
        ) { c in
            let line = AttributedText(
                "Proof shows العربية (عربي 123) and עברית, “quoted”, in one line.", attributes: TextAttributes(size: 15)
            )
            for (i, direction) in LayoutDirection.allCases.enumerated() {
                let y = 10 + Double(i) * 50
                try draw(
                    c,
                    AttributedText(
                        direction == .leftToRight ? "leftToRight" : "rightToLeft", attributes: TextAttributes(size: 10)),
                    x: 8, y: y, color: orange)
                let layout = try draw(c, line, TextLayoutOptions(maxWidth: 500, direction: direction), x: 8, y: y + 16)
                try frame(c, x: 8, y: y + 16, width: layout.size.width, height: layout.size.height)
            }
        }
    }

    /// OUDS typography tokens (Orange, compact): size, line height, letter spacing, weight.
    static let typographyTokens:
        [(name: String, size: Double, lineHeight: Double, letterSpacing: Double, weight: FontWeight)] = [
            ("displayLarge", 40, 48, -0.4, .bold), ("headingLarge", 24, 32, -0.12, .bold),
            ("headingSmall", 18, 24, 0.18, .bold),
            ("bodyDefaultLarge", 16, 24, 0.2, .regular), ("bodyStrongMedium", 14, 20, 0.17, .bold),
            ("labelModerateSmall", 12, 16, 0.18, .medium),
        ]

    static var typographyScene: CanvasScene {
        CanvasScene(
            "ouds-typography",
            "OUDS tokens in Helvetica Neue (substituted): two lines each, line boxes on a 4 pt baseline grid, baselines in red",
            group: "text", width: 520, height: 388
        ) { c in
            var y = 8.0
            for g in stride(from: 0.0, through: 388, by: 4) {
                try c.fill(Path.rect(Rect(x: 0, y: g, width: 520, height: 0.5)), color: Color(hex: 0xEEF1F6))
            }
            for token in typographyTokens {
                let attrs = TextAttributes(
                    family: "Helvetica Neue", weight: token.weight, size: token.size, letterSpacing: token.letterSpacing
                )
                let options = TextLayoutOptions(
                    maxWidth: token.size > 30 ? 380 : 300, lineLimit: 2, lineHeight: token.lineHeight)
                let layout = try Typesetter().layout(
                    AttributedText(
                        "\(token.name) \(Int(token.size))/\(Int(token.lineHeight)) Lorem ipsum dolor sit amet, consectetur",
                        attributes: attrs), options: options)
                for line in layout.lines {
                    try c.fill(
                        Path.rect(Rect(x: 120, y: y + line.frame.minY, width: 390, height: line.frame.height)),
                        color: Color(hex: 0xFFF1E5))
                    try c.fill(
                        Path.rect(Rect(x: 120, y: y + line.baseline - 0.25, width: 390, height: 0.5)), color: guide)
                }
                try c.draw(layout, at: Point(x: 124, y: y), paint: .solid(ink))
                try draw(
                    c, AttributedText(token.name, attributes: TextAttributes(size: 10)), x: 8, y: y + 2,
                    color: Color(hex: 0x8A8F99))
                y += layout.size.height + 8
            }
        }
    }

    static var richTextScene: CanvasScene {
        CanvasScene(
            "rich-text", "Runs with their own weight, size, colour, underline, strikethrough, link and monospaced font",
            group: "text", width: 520, height: 70
        ) { c in
            var t = AttributedText("Rich ", attributes: TextAttributes(size: 15))
            t.append(AttributedText("bold ", attributes: TextAttributes(weight: .bold, size: 15)))
            t.append(AttributedText("orange ", attributes: TextAttributes(size: 15, color: orange)))
            t.append(AttributedText("underlined", attributes: TextAttributes(size: 15, underline: true)))
            t.append(AttributedText(", ", attributes: TextAttributes(size: 15)))
            t.append(
                AttributedText(
                    "struck", attributes: TextAttributes(size: 15, strikethrough: true, strikethroughColor: guide)))
            t.append(AttributedText(", a ", attributes: TextAttributes(size: 15)))
            t.append(
                AttributedText(
                    "link",
                    attributes: TextAttributes(
                        size: 15, color: Color(hex: 0x4170D8), underline: true, link: "https://example.com")))
            t.append(AttributedText(", ", attributes: TextAttributes(size: 15)))
            t.append(AttributedText("code()", attributes: TextAttributes(size: 14, monospaced: true)))
            t.append(AttributedText(" and BIG", attributes: TextAttributes(weight: .black, size: 24, letterSpacing: 1)))
            try draw(c, t, TextLayoutOptions(maxWidth: 500), x: 8, y: 8)
            try draw(
                c,
                AttributedText(
                    "Hand-drawn Wireframe stand-in (Shantell Sans → Comic Neue)",
                    attributes: TextAttributes(family: "Shantell Sans", size: 15)), x: 8, y: 42)
        }
    }
}
