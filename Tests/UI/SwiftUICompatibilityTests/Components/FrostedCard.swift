import SwiftUI

/// A "now playing" card on a frosted material over artwork.
struct FrostedCard: View {
    var title: String
    var subtitle: String
    var material: Material = .regularMaterial

    var body: some View {
        ZStack(alignment: .bottom) {
            LinearGradient(
                colors: [.purple, .pink, .orange], startPoint: .topLeading, endPoint: .bottomTrailing)
            Circle().fill(.yellow).frame(width: 120).offset(x: 80, y: -60)
            HStack(spacing: 12) {
                Image(systemName: "music.note")
                    .font(.title2)
                    .symbolRenderingMode(.hierarchical)
                    .foregroundStyle(.primary, .secondary)
                VStack(alignment: .leading, spacing: 2) {
                    Text(title).font(.headline)
                    Text(subtitle).font(.subheadline).foregroundStyle(.secondary)
                }
                Spacer()
                Button {
                } label: {
                    Image(systemName: "play.fill")
                }
                .buttonStyle(.borderedProminent)
                .buttonBorderShape(.circle)
            }
            .padding(14)
            .background(material, in: RoundedRectangle(cornerRadius: 18, style: .continuous))
            .padding(12)
        }
        .frame(height: 220)
        .clipShape(RoundedRectangle(cornerRadius: 24, style: .continuous))
    }
}

struct FrostedCard_Previews: PreviewProvider {
    static var previews: some View {
        FrostedCard(title: "Midnight City", subtitle: "M83")
            .padding()
            .previewLayout(.fixed(width: 360, height: 260))
        FrostedCard(title: "Midnight City", subtitle: "M83", material: .ultraThinMaterial)
            .padding()
            .preferredColorScheme(.dark)
            .previewLayout(.fixed(width: 360, height: 260))
    }
}
