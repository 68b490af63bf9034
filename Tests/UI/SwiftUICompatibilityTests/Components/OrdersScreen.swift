import SwiftUI

/// The orders screen of a shop app: a large title, a filter button and an add button in the bar,
/// the orders as rows.
struct OrdersScreen: View {
    /// An order as the screen lists it.
    struct Order: Identifiable, Hashable {
        let id: Int
        let title: String
        let status: String
        let total: String
    }

    var orders: [Order]
    @State private var showsFilters = false

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(orders) { order in
                        NavigationLink(value: order) {
                            HStack {
                                VStack(alignment: .leading, spacing: 2) {
                                    Text(order.title).font(.body)
                                    Text(order.status).font(.footnote).foregroundStyle(.secondary)
                                }
                                Spacer()
                                Text(order.total).font(.body.monospacedDigit())
                            }
                            .padding(.vertical, 10)
                        }
                        .buttonStyle(.plain)
                        Divider()
                    }
                }
                .padding(.horizontal, 16)
            }
            .navigationTitle("Orders")
            .navigationDestination(for: Order.self) { order in
                Text(order.title)
            }
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button {
                        showsFilters.toggle()
                    } label: {
                        Image(systemName: "line.3.horizontal.decrease")
                    }
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button {
                    } label: {
                        Image(systemName: "plus")
                    }
                }
            }
        }
    }
}

struct OrdersScreen_Previews: PreviewProvider {
    static var previews: some View {
        OrdersScreen(orders: [
            .init(id: 1, title: "Running shoes", status: "Shipped", total: "$89.00"),
            .init(id: 2, title: "Water bottle", status: "Delivered", total: "$15.50"),
            .init(id: 3, title: "Rain jacket", status: "Processing", total: "$120.00"),
        ])
        .previewDisplayName("Orders")
    }
}
