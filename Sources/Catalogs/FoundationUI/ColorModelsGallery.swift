import FoundationUI

/// One colour made in each colour model FoundationUI reads, as 40 pt swatches: the same system blue
/// from HSB, degrees, RGB, 8-bit RGB, three hexadecimal forms and SwiftUI's colour; greys from
/// grayscale; OKLCH in gamut and far out of it (brought back by chroma reduction); and a per-scheme
/// colour with its accessible variants.
struct ColorModelsGallery: View {
    static let swatches: [(String, Theme.Color)] = [
        ("hsb", Theme.Color(ColorComponents(hue: 211.0 / 360, saturation: 1, brightness: 1))),
        ("hue360", Theme.Color(ColorComponents(hue360: 211, saturation: 100, brightness: 100))),
        ("rgb", Theme.Color(ColorComponents(red: 0, green: 122.0 / 255, blue: 1))),
        ("rgb8", Theme.Color(ColorComponents(red8bit: 0, green: 122, blue: 255))),
        ("#07F", Theme.Color(ColorComponents(hex: "#07F"))),
        ("007AFF", Theme.Color(ColorComponents(hex: "007AFF"))),
        ("#007aff80", Theme.Color(ColorComponents(hex: "#007aff80"))),
        ("Color", Theme.Color.from(color: .blue)),
        ("gray .25", Theme.Color(ColorComponents(grayscale: 0.25))),
        ("gray8 191", Theme.Color(ColorComponents(grayscale8bit: 191))),
        ("oklch", Theme.Color(ColorComponents.oklch(lightness: 0.7, chroma: 0.15, hue: 150))),
        ("oklch c.5", Theme.Color(ColorComponents.oklch(lightness: 0.7, chroma: 0.5, hue: 150))),
        (
            "4 schemes",
            Theme.Color(
                light: .init(hex: "#FF9500"), dark: .init(hex: "#FF9F0A"), lightAccessible: .init(hex: "#C93400"),
                darkAccessible: .init(hex: "#FFB340"))
        ),
    ]

    var body: some View {
        LazyVGrid(columns: Array(repeating: GridItem(.fixed(56), spacing: 8), count: 5), spacing: 10) {
            ForEach(Self.swatches.indices, id: \.self) { index in
                VStack(spacing: 4) {
                    Color.clear.frame(width: 40, height: 40)
                        .foundation(.background(Self.swatches[index].1))
                        .foundation(.border(.dynamic(.border), width: 1, placement: .inside))
                        .foundation(.concentricRoundedRectangle(8))
                    GalleryCaption(text: Self.swatches[index].0)
                }
            }
        }
        .padding(16)
    }
}
