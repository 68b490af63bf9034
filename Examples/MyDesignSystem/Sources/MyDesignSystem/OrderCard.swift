import SwiftUI

/// An order in a list: what, its status, its price, on a raised card.
public struct OrderCard: View {
    public let title: String
    public let status: String
    public let price: String
    @Environment(\.theme) private var theme

    public init(title: String, status: String, price: String) {
        self.title = title
        self.status = status
        self.price = price
    }

    public var body: some View {
        HStack(alignment: .top, spacing: 12) {
            Image(systemName: "shippingbox.fill")
                .foregroundStyle(.white)
                .frame(width: 44, height: 44)
                .background(theme.accent, in: RoundedRectangle(cornerRadius: 10))
            VStack(alignment: .leading, spacing: 4) {
                Text(title).font(.headline)
                Text(status).font(.subheadline).foregroundStyle(.secondary)
            }
            Spacer(minLength: 8)
            Text(price).font(.body.weight(.semibold))
        }
        .padding()
        .background(theme.surface, in: RoundedRectangle(cornerRadius: theme.cornerRadius))
        .shadow(color: .black.opacity(0.12), radius: 8, y: 4)
    }
}

struct OrderCard_Previews: PreviewProvider {
    static var previews: some View {
        OrderCard(title: "Headphones", status: "Shipped · arrives Friday", price: "€129")
            .padding()
            .frame(width: 360)
            .previewLayout(.sizeThatFits)
            .previewDisplayName("Shipped")
    }
}
