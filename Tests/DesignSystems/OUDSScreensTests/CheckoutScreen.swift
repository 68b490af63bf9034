import OUDSSwiftUI
import SwiftUI

/// A checkout as an app writes it with OUDS: a delivery alert, delivery options as a chip picker,
/// the order lines, a promo code refused, and the brand payment button.
struct CheckoutScreen: View {
    enum Delivery: Hashable { case home, relay, shop }
    @State var delivery: Delivery = .relay
    @State var promo = "WINTER"
    @Environment(\.theme) private var theme

    var body: some View {
        VStack(alignment: .leading, spacing: theme.spaces.fixedMedium) {
            Text("Checkout").headingLarge(theme)
            OUDSAlertMessage(
                label: "Order before 2 pm for delivery tomorrow", status: .info,
                description: "Relay points are open until 7 pm.")
            OUDSChipPicker(
                title: "Delivery", selection: $delivery,
                chips: [
                    .init(tag: .home, layout: .text(text: "Home")),
                    .init(tag: .relay, layout: .text(text: "Relay point")),
                    .init(tag: .shop, layout: .text(text: "Shop")),
                ])
            VStack(spacing: theme.spaces.fixedNone) {
                OUDSStaticListItem(
                    data: OUDSListItemData(label: "Headphones", description: "Black, wireless"),
                    trailing: .text(.label("€129.00")))
                OUDSStaticListItem(
                    data: OUDSListItemData(label: "Delivery"), trailing: .text(.labelMuted("Free")))
            }
            OUDSTextInput(
                label: "Promo code", text: $promo, isOutlined: true,
                status: .error(message: "This code expired on 30 November"))
            OUDSButton(text: "Pay €129.00", appearance: .brand, isFullWidth: true) {}
            Spacer()
        }
        .padding(theme.spaces.fixedMedium)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(theme.colors.bgPrimary)
    }
}
