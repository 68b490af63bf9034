import SwiftUI

/// The settings screen of an app, as a design-system team writes it: a form of sections with
/// toggles, read-only values and a destructive action.
struct SettingsScreen: View {
    @State private var notificationsEnabled = true
    @State private var soundsEnabled = false
    @State private var usesFaceID = true
    var accountName: String = "Ada Lovelace"
    var appVersion: String = "3.2.1 (4410)"

    var body: some View {
        Form {
            Section {
                LabeledContent("Name", value: accountName)
                LabeledContent("Plan") {
                    Text("Family").fontWeight(.semibold)
                }
            } header: {
                Text("Account")
            }

            Section {
                Toggle("Notifications", isOn: $notificationsEnabled)
                Toggle("Sounds", isOn: $soundsEnabled)
                    .disabled(!notificationsEnabled)
            } header: {
                Text("Alerts")
            } footer: {
                Text("Sounds only play when notifications are on.")
            }

            Section("Security") {
                Toggle(isOn: $usesFaceID) {
                    Label("Unlock with Face ID", systemImage: "lock")
                }
            }

            Section {
                LabeledContent("Version", value: appVersion)
                Button("Sign Out", role: .destructive) {
                    notificationsEnabled = false
                }
            }
        }
    }
}

struct SettingsScreen_Previews: PreviewProvider {
    static var previews: some View {
        SettingsScreen()
            .previewDisplayName("Settings")
        SettingsScreen(accountName: "Grace Hopper")
            .preferredColorScheme(.dark)
            .previewDisplayName("Settings dark")
    }
}
