import SwiftUI

/// A device's battery as a ring and as a bar, as a companion app shows it.
struct BatteryGauge: View {
    let deviceName: String
    let level: Double

    private var tint: Color { level < 0.2 ? .red : .green }

    var body: some View {
        HStack(spacing: 16) {
            Gauge(value: level) {
                Image(systemName: "battery.100")
            } currentValueLabel: {
                Text("\(Int(level * 100))")
            }
            .gaugeStyle(.accessoryCircularCapacity)
            .tint(tint)

            VStack(alignment: .leading, spacing: 4) {
                Text(deviceName).font(.headline)
                Gauge(value: level * 100, in: 0...100) {
                    Text("Charge")
                } currentValueLabel: {
                    Text("\(Int(level * 100)) %")
                } minimumValueLabel: {
                    Text("0")
                } maximumValueLabel: {
                    Text("100")
                }
                .gaugeStyle(.linearCapacity)
                .tint(tint)
            }
        }
        .padding()
    }
}

struct BatteryGauge_Previews: PreviewProvider {
    static var previews: some View {
        BatteryGauge(deviceName: "AirPods Pro", level: 0.8)
            .previewLayout(.sizeThatFits)
        BatteryGauge(deviceName: "Watch", level: 0.12)
            .previewLayout(.sizeThatFits)
            .previewDisplayName("Low")
    }
}
