import SwiftUI

/// A cart summary whose copy comes from `String(localized:)` and `LocalizedStringResource`, as a
/// view model hands it to the view.
struct CartSummaryModel {
    var itemCount: Int
    var total: Double

    var title: LocalizedStringResource { LocalizedStringResource("cart.title", defaultValue: "Your cart") }
    var itemsLine: String { String(localized: "\(itemCount) items", comment: "Number of items in the cart") }
    var totalLine: String {
        String(localized: "cart.total", defaultValue: "Total: \(total, specifier: "%.2f") €", comment: "Cart total")
    }
}

struct LocalizedCartSummary: View {
    let model: CartSummaryModel

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(model.title)
                .font(.headline)
            Text(model.itemsLine)
                .font(.subheadline)
                .foregroundStyle(.secondary)
            Divider()
            HStack {
                Text(model.totalLine)
                    .font(.body.weight(.semibold))
                Spacer()
                Image(systemName: "cart.fill")
                    .foregroundStyle(.tint)
            }
        }
        .padding()
        .background(Color.gray.opacity(0.15), in: RoundedRectangle(cornerRadius: 12))
        .padding()
    }
}

struct LocalizedCartSummary_Previews: PreviewProvider {
    static var previews: some View {
        LocalizedCartSummary(model: CartSummaryModel(itemCount: 3, total: 42.5))
            .previewLayout(.fixed(width: 320, height: 160))
            .previewDisplayName("Three items")
    }
}
