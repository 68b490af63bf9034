import SwiftUI

/// A profile screen with an inline title, a close button and a save button, as a sheet shows it.
struct ProfileSheet: View {
    var name: String
    var email: String
    @State private var notificationsOn = true

    var body: some View {
        NavigationView {
            VStack(spacing: 12) {
                Circle()
                    .fill(Color.accentColor.opacity(0.2))
                    .frame(width: 72, height: 72)
                    .overlay(Text(String(name.prefix(1))).font(.title).foregroundColor(.accentColor))
                Text(name).font(.title3.weight(.semibold))
                Text(email).font(.subheadline).foregroundColor(.secondary)
                Toggle("Notifications", isOn: $notificationsOn)
                    .padding(.horizontal, 16)
                Spacer()
            }
            .padding(.top, 24)
            .navigationBarTitle("Profile", displayMode: .inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Close") {}
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {}
                }
            }
        }
    }
}

struct ProfileSheet_Previews: PreviewProvider {
    static var previews: some View {
        ProfileSheet(name: "Ada Lovelace", email: "ada@example.com")
        ProfileSheet(name: "Grace Hopper", email: "grace@example.com")
            .preferredColorScheme(.dark)
            .previewDisplayName("Dark")
    }
}
