import FoundationUI

/// A 6 pt border in each placement (inside, centred on, outside the rounded outline) over a filled
/// box, then a centred border below the content (its inner half covered by the fill) and a gradient
/// border inside.
struct BordersGallery: View {
    static let cases: [(String, FoundationModifierLibrary.BorderPlacement, FoundationModifierLibrary.BorderLevel)] = [
        ("inside", .inside, .above), ("center", .center, .above), ("outside", .outside, .above),
        ("below", .center, .below),
    ]

    var body: some View {
        HStack(spacing: 18) {
            ForEach(Self.cases.indices, id: \.self) { index in
                let c = Self.cases[index]
                VStack(spacing: 8) {
                    Color.clear.frame(width: 56, height: 40)
                        .foundation(.border(.dynamic(.textSubtle).opacity(0.8), width: 6, placement: c.1, level: c.2))
                        .foundation(.background(.dynamic(.fill)))
                        .foundation(.concentricRoundedRectangle(12))
                    GalleryCaption(text: c.0)
                }
            }
            VStack(spacing: 8) {
                Color.clear.frame(width: 56, height: 40)
                    .foundation(
                        .borderGradient(
                            Theme.Gradient(
                                colors: [.dynamic(.solid), .clear], type: .linear(startPoint: .top, endPoint: .bottom)),
                            width: 3, placement: .inside)
                    )
                    .foundation(.background(.dynamic(.backgroundProminent)))
                    .foundation(.concentricRoundedRectangle(12))
                GalleryCaption(text: "gradient")
            }
        }
        .padding(20)
        .foundation(.tint(.blue))
    }
}
