import SwiftUI

/// A player's volume row: speaker symbols either side of a slider.
struct VolumeSlider: View {
    @Binding var volume: Double
    var isMuted: Bool = false

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("Volume")
                .font(.caption)
                .foregroundStyle(.secondary)
            Slider(value: $volume, in: 0...100, step: 5) {
                Text("Volume")
            } minimumValueLabel: {
                Image(systemName: "speaker.fill")
            } maximumValueLabel: {
                Image(systemName: "speaker.wave.3.fill")
            }
            .disabled(isMuted)
            .foregroundStyle(.secondary)
        }
        .padding()
    }
}

struct VolumeSlider_Previews: PreviewProvider {
    static var previews: some View {
        VolumeSlider(volume: .constant(65))
            .previewLayout(.fixed(width: 375, height: 100))
        VolumeSlider(volume: .constant(40), isMuted: true)
            .tint(.pink)
            .previewLayout(.fixed(width: 375, height: 100))
            .previewDisplayName("Muted")
    }
}
