import FoundationUI

/// Each kind of gradient: linear from the top-leading to the bottom-trailing corner, radial from the
/// centre, angular around the centre; then the same linear one with its brightness and opacity mapped
/// over every stop.
struct GradientsGallery: View {
    static let colors: [Theme.Color] = [.blue, .orange, .red]
    static let gradients: [(String, Theme.Gradient)] = [
        ("linear", Theme.Gradient(colors: colors, type: .linear(startPoint: .topLeading, endPoint: .bottomTrailing))),
        ("radial", Theme.Gradient(colors: colors, type: .radial(center: .center, startRadius: 0, endRadius: 40))),
        (
            "angular",
            Theme.Gradient(colors: colors + [.blue], type: .angular(center: .center, startAngle: .zero, endAngle: nil))
        ),
        (
            "mapped",
            Theme.Gradient(colors: colors, type: .linear(startPoint: .topLeading, endPoint: .bottomTrailing))
                .brightness(0.7).opacity(0.6)
        ),
    ]

    var body: some View {
        HStack(spacing: 10) {
            ForEach(Self.gradients.indices, id: \.self) { index in
                VStack(spacing: 4) {
                    Color.clear.frame(width: 72, height: 72)
                        .foundation(.backgroundGradient(Self.gradients[index].1))
                        .foundation(.concentricRoundedRectangle(12))
                    GalleryCaption(text: Self.gradients[index].0)
                }
            }
        }
        .padding(16)
    }
}
