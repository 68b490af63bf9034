import FoundationUI

/// Concentric rounded rectangles three levels deep: one radius (12) written on the outer box, each
/// level inside an 8 pt padding with a concentric style, so each inner radius is the outer one minus
/// the padding: 4, then 0 (`.sharp`) or 2 (`.soft`, never below 2). Then a box padded at the top only:
/// the inner top corners lose the padding (20 → 8), the bottom ones, between unpadded edges, keep 20.
struct ConcentricRadiiGallery: View {
    var body: some View {
        HStack(alignment: .top, spacing: 16) {
            nested(.sharp, title: "sharp")
            nested(.soft, title: "soft")
            VStack(spacing: 4) {
                Color.clear.frame(width: 64, height: 40)
                    .foundation(.background(.dynamic(.solid)))
                    .foundation(.padding(12, .top, concentricShapeStyle: .sharp))
                    .foundation(.background(.dynamic(.fill)))
                    .foundation(.concentricRoundedRectangle(20))
                GalleryCaption(text: "top only")
            }
        }
        .padding(16)
        .foundation(.tint(.blue))
    }

    func nested(_ style: FoundationModifierLibrary.PaddingModifier.ConcentricShapeStyle, title: String) -> some View {
        VStack(spacing: 4) {
            Color.clear.frame(width: 48, height: 32)
                .foundation(.background(.dynamic(.solid)))
                .foundation(.padding(8, concentricShapeStyle: style))
                .foundation(.background(.dynamic(.fillProminent)))
                .foundation(.padding(8, concentricShapeStyle: style))
                .foundation(.background(.dynamic(.fill)))
                .foundation(.concentricRoundedRectangle(12))
            GalleryCaption(text: title)
        }
    }
}
