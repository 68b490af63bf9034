import FoundationUI

/// A small caption under a gallery swatch.
struct GalleryCaption: View {
    let text: String
    var body: some View {
        Text(text).font(.caption2).foundation(.foreground(.dynamic(.textSubtle))).lineLimit(1)
    }
}
