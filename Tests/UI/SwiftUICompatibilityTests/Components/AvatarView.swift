import SwiftUI

/// A remote avatar with initials while it loads or when it fails, as apps draw them.
struct AvatarView: View {
    let url: URL?
    let initials: String
    var size: CGFloat = 56

    var body: some View {
        AsyncImage(url: url) { phase in
            switch phase {
            case .success(let image):
                image
                    .resizable()
                    .scaledToFill()
            case .failure:
                Image(systemName: "person.crop.circle.badge.exclamationmark")
                    .font(.system(size: size * 0.5))
                    .foregroundStyle(.secondary)
            case .empty:
                Text(initials)
                    .font(.system(size: size * 0.4, weight: .semibold, design: .rounded))
                    .foregroundStyle(.white)
            @unknown default:
                EmptyView()
            }
        }
        .frame(width: size, height: size)
        .background(Color.indigo)
        .clipShape(Circle())
    }
}

struct AvatarRow: View {
    var body: some View {
        HStack(spacing: 12) {
            AvatarView(url: nil, initials: "AL")
            VStack(alignment: .leading) {
                Text("Ada Lovelace").font(.headline)
                Text("Analyst").font(.subheadline).foregroundStyle(.secondary)
            }
            Spacer()
        }
        .padding()
    }
}

struct AvatarView_Previews: PreviewProvider {
    static var previews: some View {
        AvatarRow()
            .previewLayout(.sizeThatFits)
    }
}
