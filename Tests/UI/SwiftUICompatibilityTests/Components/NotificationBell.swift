import SwiftUI

/// A toolbar-style bell with an unread count badge.
struct NotificationBell: View {
    let unreadCount: Int

    var body: some View {
        Image(systemName: "bell")
            .symbolVariant(unreadCount > 0 ? .fill : .none)
            .font(.system(size: 24))
            .foregroundStyle(.primary)
            .overlay(alignment: .topTrailing) {
                if unreadCount > 0 {
                    Text(unreadCount > 99 ? "99+" : "\(unreadCount)")
                        .font(.caption2.weight(.bold))
                        .foregroundStyle(.white)
                        .padding(.horizontal, 5)
                        .frame(minWidth: 18, minHeight: 18)
                        .background(Capsule().fill(.red))
                        .offset(x: 10, y: -8)
                }
            }
            .padding(16)
            .accessibilityLabel("Notifications")
    }
}

struct NotificationBell_Previews: PreviewProvider {
    static var previews: some View {
        HStack(spacing: 24) {
            NotificationBell(unreadCount: 0)
            NotificationBell(unreadCount: 3)
            NotificationBell(unreadCount: 120)
        }
        .previewLayout(.sizeThatFits)
    }
}
