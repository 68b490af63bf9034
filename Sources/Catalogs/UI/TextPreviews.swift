import ProofUI

extension UICatalog {
    static let text: [Preview] = [
        Preview("ui-text-styles", configuration: card) {
            VStack(alignment: .leading, spacing: 2) {
                ForEach(Font.TextStyle.allCases, id: \.self) { style in
                    Text(style.rawValue).font(.system(style))
                }
            }
            .padding(12)
        },
        Preview("ui-text-weights-fonts", configuration: card) {
            VStack(alignment: .leading, spacing: 2) {
                Text("Ultralight").fontWeight(.ultraLight)
                Text("Regular")
                Text("Semibold").fontWeight(.semibold)
                Text("Black").fontWeight(.black)
                Text("system(size: 13, weight: .bold)").font(.system(size: 13, weight: .bold))
                Text("Monospaced 0123").monospaced()
                Text("custom(\"Comic Neue\", size: 18)").font(.custom("Comic Neue", size: 18))
            }
            .padding(12)
        },
        Preview("ui-text-wrap-align-limit", configuration: card) {
            VStack(spacing: 10) {
                Text("Centred text wraps at word boundaries across several lines.").multilineTextAlignment(.center)
                Text("Trailing text wraps at word boundaries too.").multilineTextAlignment(.trailing).frame(
                    maxWidth: .infinity, alignment: .trailing)
                Text("Two lines at most, then the tail is truncated with an ellipsis like this one here.").lineLimit(2)
                Text("Head truncation keeps the end of the text visible").lineLimit(1).truncationMode(.head)
                Text("Middle truncation keeps both ends of this text").lineLimit(1).truncationMode(.middle)
            }
            .font(.callout)
            .padding(12)
        },
        Preview("ui-text-decorations-kerning", configuration: card) {
            VStack(alignment: .leading, spacing: 6) {
                Text("Underlined").underline()
                Text("Struck through").strikethrough(color: .red)
                Text("Kerning 2").kerning(2)
                Text("Line spacing 8 between these two lines of text").lineSpacing(8)
                (Text("Concatenated ").foregroundColor(.blue) + Text("bold").bold() + Text(" and ")
                    + Text("red").foregroundColor(.red))
                Text("**Markdown** with `code` and a [link](https://example.org)")
            }
            .padding(12)
        },
        Preview("ui-text-dynamic-type-ax3", configuration: config(type: .accessibility3)) {
            VStack(alignment: .leading, spacing: 4) {
                Text("Body at AX3").font(.body)
                Text("Caption scales too").font(.caption)
                Text("Fixed 12 pt").font(.system(size: 12))
            }
            .padding(12)
        },
    ]
}
