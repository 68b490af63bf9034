import ProofUI

extension UICatalog {
    /// Sixty common SF Symbols, plain and with variants (fill, circle, slash, drawn frames).
    static let gridSymbols = [
        "house", "house.fill", "gear", "gearshape.fill", "person", "person.fill",
        "person.circle", "person.2.fill", "magnifyingglass", "xmark", "xmark.circle.fill", "checkmark",
        "checkmark.circle.fill", "chevron.left", "chevron.right", "chevron.down", "chevron.up.circle", "arrow.left",
        "arrow.up.right", "arrow.clockwise", "bell", "bell.slash.fill", "heart", "heart.fill",
        "star", "star.fill", "trash", "pencil", "square.and.pencil", "plus",
        "plus.circle.fill", "minus", "ellipsis", "ellipsis.circle", "info.circle", "exclamationmark.triangle.fill",
        "questionmark.circle", "shippingbox.fill", "xmark.octagon.fill", "cart", "creditcard", "calendar",
        "clock", "envelope", "phone.fill", "map", "location.fill", "camera",
        "photo", "doc", "folder", "lock", "eye.slash", "square.and.arrow.up",
        "line.3.horizontal", "slider.horizontal.3", "bookmark", "flag.fill", "paperplane", "wifi",
    ]

    /// The symbol grid: six columns of a symbol over its name.
    static func symbolGrid() -> some View {
        VStack(alignment: .leading, spacing: 6) {
            ForEach(0..<(gridSymbols.count / 6), id: \.self) { row in
                HStack(spacing: 0) {
                    ForEach(gridSymbols[(row * 6)..<(row * 6 + 6)], id: \.self) { name in
                        VStack(spacing: 2) {
                            Image(systemName: name).font(.title3)
                            Text(name).font(.system(size: 6)).lineLimit(1).foregroundStyle(.secondary)
                        }
                        .frame(width: 60)
                    }
                }
            }
        }
        .padding(.vertical, 8)
    }

    static let images: [Preview] = [
        Preview("ui-image-symbol-grid", configuration: config(width: 360)) { symbolGrid() },
        Preview("ui-image-symbol-grid-dark", configuration: config(width: 360, scheme: .dark)) { symbolGrid() },
        Preview("ui-image-symbols", configuration: card) {
            VStack(alignment: .leading, spacing: 8) {
                HStack(spacing: 10) {
                    ForEach(
                        [
                            "plus", "chevron.left", "chevron.right", "figure.handball", "flame", "envelope",
                            "arrow.down",
                        ], id: \.self
                    ) {
                        Image(systemName: $0)
                    }
                }
                HStack(spacing: 10) {
                    ForEach(
                        [
                            "person.fill", "heart.fill", "mappin.circle.fill", "person.slash", "star.fill", "gear",
                            "trash",
                        ], id: \.self
                    ) {
                        Image(systemName: $0).foregroundColor(.accentColor)
                    }
                }
                HStack(spacing: 10) {
                    Image(systemName: "heart.fill").font(.caption).foregroundColor(.red)
                    Image(systemName: "heart.fill").foregroundColor(.red)
                    Image(systemName: "heart.fill").font(.largeTitle).foregroundColor(.red)
                    Image(systemName: "star.fill").resizable().frame(width: 40, height: 40).foregroundStyle(.orange)
                }
            }
            .padding(12)
        },
        Preview("ui-image-assets", configuration: card) {
            HStack(spacing: 12) {
                Image("proof-swatch").resizable().frame(width: 48, height: 48)
                Image("proof-swatch")
                Image("proof-icon").foregroundColor(.purple)
                Image("proof-icon").renderingMode(.original)
                Image("proof-icon").resizable().scaledToFit().frame(width: 40, height: 20).foregroundColor(.green)
            }
            .padding(12)
        },
    ]
}
