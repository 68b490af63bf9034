import SwiftUI

/// A profile header whose avatar caption and name share one line, through a custom alignment
/// guide set in two different stacks.
struct ProfileHeader: View {
    let name: String
    let handle: String
    let role: String
    let unread: Int

    var body: some View {
        HStack(alignment: .avatarCaption, spacing: 14) {
            VStack(spacing: 6) {
                ZStack(alignment: .topTrailing) {
                    Circle()
                        .fill(LinearGradient(colors: [.teal, .blue], startPoint: .top, endPoint: .bottom))
                        .frame(width: 56, height: 56)
                        .overlay(Text(String(name.prefix(1))).font(.title2.bold()).foregroundColor(.white))
                    if unread > 0 {
                        Text("\(unread)")
                            .font(.caption2.bold())
                            .foregroundColor(.white)
                            .padding(5)
                            .background(Circle().fill(Color.red))
                            .alignmentGuide(.top) { d in d[VerticalAlignment.center] - 4 }
                            .alignmentGuide(.trailing) { d in d[HorizontalAlignment.center] + 4 }
                    }
                }
                Text(handle)
                    .font(.caption)
                    .foregroundColor(.secondary)
                    .alignmentGuide(.avatarCaption) { d in d[VerticalAlignment.center] }
            }
            VStack(alignment: .leading, spacing: 2) {
                Text(role.uppercased())
                    .font(.caption2.weight(.semibold))
                    .foregroundColor(.secondary)
                Text(name)
                    .font(.title3.weight(.semibold))
                    .alignmentGuide(.avatarCaption) { d in d[VerticalAlignment.center] }
            }
            Spacer(minLength: 0)
        }
        .padding(16)
    }
}

private enum AvatarCaptionAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.bottom] }
}

extension VerticalAlignment {
    fileprivate static let avatarCaption = VerticalAlignment(AvatarCaptionAlignment.self)
}

struct ProfileHeader_Previews: PreviewProvider {
    static var previews: some View {
        ProfileHeader(name: "Grace Hopper", handle: "@grace", role: "Rear admiral", unread: 3)
            .previewLayout(.fixed(width: 360, height: 120))
            .previewDisplayName("With badge")
        ProfileHeader(name: "Alan Turing", handle: "@alan", role: "Mathematician", unread: 0)
            .previewLayout(.fixed(width: 360, height: 120))
            .previewDisplayName("No badge")
    }
}
