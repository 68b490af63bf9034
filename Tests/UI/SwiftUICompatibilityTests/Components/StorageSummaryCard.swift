import SwiftUI

/// A storage summary card: a group box with a title, a bar of used space and the figures as
/// labelled values, on a grouped background.
struct StorageSummaryCard: View {
    var usedGigabytes: Double
    var totalGigabytes: Double

    private var fraction: Double { min(1, usedGigabytes / max(totalGigabytes, 1)) }

    var body: some View {
        GroupBox {
            VStack(alignment: .leading, spacing: 10) {
                GeometryReader { proxy in
                    ZStack(alignment: .leading) {
                        Capsule().fill(Color.gray.opacity(0.25))
                        Capsule().fill(Color.accentColor).frame(width: proxy.size.width * fraction)
                    }
                }
                .frame(height: 8)
                LabeledContent("Used", value: String(format: "%.1f GB", usedGigabytes))
                LabeledContent("Available", value: String(format: "%.1f GB", totalGigabytes - usedGigabytes))
            }
        } label: {
            Label("iPhone Storage", systemImage: "info.circle")
        }
        .padding()
    }
}

struct StorageSummaryCard_Previews: PreviewProvider {
    static var previews: some View {
        StorageSummaryCard(usedGigabytes: 54.2, totalGigabytes: 128)
            .previewLayout(.sizeThatFits)
        StorageSummaryCard(usedGigabytes: 120, totalGigabytes: 128)
            .preferredColorScheme(.dark)
            .previewLayout(.fixed(width: 390, height: 220))
            .previewDisplayName("Nearly full")
    }
}
