import SwiftUI

/// The bottom action bar of a checkout flow: a large capsule primary button, a secondary
/// bordered one, on the bar material.
struct PrimaryActionBar: View {
    var title: String
    var secondaryTitle: String?
    var isLoading = false
    var isEnabled = true
    var onPrimary: () -> Void = {}
    var onSecondary: () -> Void = {}

    var body: some View {
        VStack(spacing: 8) {
            Button(action: onPrimary) {
                HStack(spacing: 8) {
                    if isLoading {
                        ProgressView().tint(.white)
                    }
                    Text(title).fontWeight(.semibold)
                }
                .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
            .buttonBorderShape(.capsule)
            .disabled(!isEnabled)

            if let secondaryTitle {
                Button(secondaryTitle, action: onSecondary)
                    .buttonStyle(.bordered)
                    .controlSize(.regular)
            }
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 12)
        .background(.bar)
    }
}

struct PrimaryActionBar_Previews: PreviewProvider {
    static var previews: some View {
        PrimaryActionBar(title: "Place order", secondaryTitle: "Continue shopping")
            .previewLayout(.sizeThatFits)
            .previewDisplayName("Default")
        PrimaryActionBar(title: "Placing order…", isLoading: true, isEnabled: false)
            .preferredColorScheme(.dark)
            .previewLayout(.sizeThatFits)
            .previewDisplayName("Loading")
    }
}
