import ProofUI

extension UICatalog {
    static let images: [Preview] = [
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
