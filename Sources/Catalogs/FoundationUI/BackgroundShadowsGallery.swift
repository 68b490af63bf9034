import FoundationUI

/// Background shadows (CSS box shadows behind the content): no spread, a positive spread (the
/// shape grows before blurring), a negative one, and an offset shadow, each under a rounded card.
struct BackgroundShadowsGallery: View {
    static let shadows: [(String, Theme.Shadow)] = [
        ("spread 0", Theme.Shadow(color: .black.opacity(0.35), radius: 8)),
        ("spread 6", Theme.Shadow(color: .black.opacity(0.35), radius: 8, spread: 6)),
        ("spread -4", Theme.Shadow(color: .black.opacity(0.35), radius: 8, spread: -4)),
        ("y 8", Theme.Shadow(color: .blue.opacity(0.5), radius: 6, spread: -2, y: 8)),
    ]

    var body: some View {
        HStack(spacing: 28) {
            ForEach(Self.shadows.indices, id: \.self) { index in
                VStack(spacing: 16) {
                    Color.clear.frame(width: 56, height: 40)
                        .foundation(.background(.dynamic(.backgroundProminent)))
                        .foundation(.backgroundShadow(Self.shadows[index].1))
                        .foundation(.concentricRoundedRectangle(10))
                    GalleryCaption(text: Self.shadows[index].0)
                }
            }
        }
        .padding(28)
    }
}
