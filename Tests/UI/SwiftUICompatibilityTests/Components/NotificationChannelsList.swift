import SwiftUI

/// One way the app can reach the user.
struct NotificationChannel: Identifiable {
    let id: String
    var name: String
    var detail: String
    var isOn: Bool
}

/// Notification preferences: a list over bindings to its channels (`ForEach($channels)`), one toggle
/// row each with a subtitle, and a row background for the disabled-by-policy channel.
struct NotificationChannelsList: View {
    @State var channels: [NotificationChannel]
    var managedChannelID: String? = "sms"

    var body: some View {
        List {
            Section {
                ForEach($channels) { $channel in
                    Toggle(isOn: $channel.isOn) {
                        VStack(alignment: .leading, spacing: 2) {
                            Text(channel.name)
                            Text(channel.detail)
                                .font(.footnote)
                                .foregroundStyle(.secondary)
                        }
                    }
                    .disabled(channel.id == managedChannelID)
                    .listRowBackground(channel.id == managedChannelID ? Color.gray.opacity(0.12) : nil)
                }
            } header: {
                Text("Channels")
            } footer: {
                Text("Text messages are managed by your organisation.")
            }
        }
        .listStyle(.insetGrouped)
        .listSectionSpacing(.compact)
    }
}

struct NotificationChannelsList_Previews: PreviewProvider {
    static let channels = [
        NotificationChannel(id: "push", name: "Push", detail: "On this iPhone", isOn: true),
        NotificationChannel(id: "mail", name: "Email", detail: "ada@example.com", isOn: false),
        NotificationChannel(id: "sms", name: "Text message", detail: "+44 20 7946 0001", isOn: true),
    ]

    static var previews: some View {
        NotificationChannelsList(channels: channels)
        NotificationChannelsList(channels: channels)
            .preferredColorScheme(.dark)
            .previewDisplayName("Dark")
    }
}
