import SwiftUI

/// A settings-row label style: the icon white on a rounded coloured square, then the title.
struct IconLabelStyle: LabelStyle {
    var color: Color = .blue

    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 12) {
            configuration.icon
                .font(.system(size: 15, weight: .semibold))
                .foregroundStyle(.white)
                .frame(width: 29, height: 29)
                .background(color, in: RoundedRectangle(cornerRadius: 7, style: .continuous))
            configuration.title
                .foregroundStyle(.primary)
        }
    }
}

extension LabelStyle where Self == IconLabelStyle {
    static func icon(_ color: Color) -> IconLabelStyle { IconLabelStyle(color: color) }
}

/// Settings rows as an app's settings screen lists them.
struct SettingsRows: View {
    @State private var notifications = true

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            Label("Airplane Mode", systemImage: "airplane").labelStyle(.icon(.orange))
            Label("Wi-Fi", systemImage: "wifi").labelStyle(.icon(.blue))
            Toggle(isOn: $notifications) {
                Label("Notifications", systemImage: "bell.badge.fill").labelStyle(.icon(.red))
            }
            Label("Battery", systemImage: "battery.100").labelStyle(.icon(.green))
            Label("Hidden title", systemImage: "gear").labelStyle(.iconOnly)
        }
        .padding()
    }
}

struct IconLabelStyle_Previews: PreviewProvider {
    static var previews: some View {
        SettingsRows()
            .previewLayout(.fixed(width: 320, height: 280))
        SettingsRows()
            .preferredColorScheme(.dark)
            .previewLayout(.fixed(width: 320, height: 280))
    }
}
