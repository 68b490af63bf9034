import Observation
import SwiftUI

/// Settings held in an `@Observable` model, edited through `@Bindable`.
@Observable
final class NotificationSettings {
    var pushEnabled = true
    var emailEnabled = false
    var digestHour = 8
}

struct ObservableSettingsCard: View {
    @Bindable var settings: NotificationSettings

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Notifications")
                .font(.headline)
            Toggle("Push notifications", isOn: $settings.pushEnabled)
            Toggle("Email", isOn: $settings.emailEnabled)
            Text("Daily digest at \(settings.digestHour):00")
                .font(.footnote)
                .foregroundStyle(.secondary)
        }
        .padding()
    }
}

struct ObservableSettingsCard_Previews: PreviewProvider {
    static var previews: some View {
        ObservableSettingsCard(settings: NotificationSettings())
            .previewLayout(.fixed(width: 320, height: 170))
    }
}
