import FoundationUI

/// The 15 steps of the scale generated from one tint (`.dynamic(.fill)` and the others under
/// `.foundation(.tint(_:))`): a row per role (background, border, fill, solid, text), its subtle,
/// plain and prominent steps left to right, as 56 × 28 swatches.
struct VariantScaleGallery: View {
    let tint: Theme.Color
    let title: String

    typealias Variant = Theme.Color.Variant
    static let rows: [(String, [Variant])] = [
        ("background", [.backgroundSubtle, .background, .backgroundProminent]),
        ("border", [.borderSubtle, .border, .borderProminent]),
        ("fill", [.fillSubtle, .fill, .fillProminent]),
        ("solid", [.solidSubtle, .solid, .solidProminent]),
        ("text", [.textSubtle, .text, .textProminent]),
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack(spacing: 6) {
                Text(title).font(.caption).foundation(.foreground(.dynamic(.text))).frame(
                    width: 72, alignment: .leading)
                ForEach(["subtle", "", "prominent"], id: \.self) { GalleryCaption(text: $0).frame(width: 56) }
            }
            ForEach(Self.rows.indices, id: \.self) { row in
                HStack(spacing: 6) {
                    GalleryCaption(text: Self.rows[row].0).frame(width: 72, alignment: .leading)
                    ForEach(0..<3, id: \.self) { column in
                        Color.clear.frame(width: 56, height: 28)
                            .foundation(.background(.dynamic(Self.rows[row].1[column])))
                            .foundation(.concentricRoundedRectangle(6))
                    }
                }
            }
        }
        .padding(16)
        .foundation(.background(.dynamic(.backgroundSubtle)))
        .foundation(.tint(tint))
    }
}
