import SwiftUI

/// Buttons side by side when they fit, stacked when they do not.
struct AdaptiveActionBar: View {
    let primaryTitle: String
    let secondaryTitle: String

    var body: some View {
        ViewThatFits(in: .horizontal) {
            HStack(spacing: 12) { buttons }
            VStack(spacing: 8) { buttons }
        }
        .padding()
    }

    @ViewBuilder private var buttons: some View {
        Button(secondaryTitle) {}
            .buttonStyle(.bordered)
        Button(primaryTitle) {}
            .buttonStyle(.borderedProminent)
    }
}

struct AdaptiveActionBar_Previews: PreviewProvider {
    static var previews: some View {
        AdaptiveActionBar(primaryTitle: "Continue", secondaryTitle: "Later")
            .previewLayout(.fixed(width: 320, height: 80))
            .previewDisplayName("Short titles")
        AdaptiveActionBar(
            primaryTitle: "Confirm and pay with saved card", secondaryTitle: "Choose another payment method"
        )
        .previewLayout(.fixed(width: 320, height: 130))
        .previewDisplayName("Long titles")
    }
}
