import SwiftUI

/// An order summary that scrolls above a bottom bar holding the total and the pay button.
struct CheckoutScreen: View {
    struct Line: Identifiable {
        let id = UUID()
        let name: String
        let quantity: Int
        let price: Double
    }

    let lines: [Line]

    private var total: Double { lines.reduce(0) { $0 + Double($1.quantity) * $1.price } }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                Text("Your order")
                    .font(.largeTitle.bold())
                ForEach(lines) { line in
                    HStack(alignment: .firstTextBaseline) {
                        Text("\(line.quantity)×")
                            .foregroundColor(.secondary)
                        Text(line.name)
                        Spacer()
                        Text(String(format: "%.2f €", line.price))
                            .font(.body.monospacedDigit())
                    }
                    .font(.body)
                    Divider()
                }
            }
            .padding(.horizontal, 20)
            .padding(.top, 16)
        }
        .safeAreaInset(edge: .bottom, spacing: 0) {
            VStack(spacing: 12) {
                HStack {
                    Text("Total")
                        .font(.headline)
                    Spacer()
                    Text(String(format: "%.2f €", total))
                        .font(.headline.monospacedDigit())
                }
                Button {
                } label: {
                    Text("Pay now")
                        .font(.headline)
                        .frame(maxWidth: .infinity)
                        .padding(.vertical, 14)
                        .foregroundColor(.white)
                        .background(RoundedRectangle(cornerRadius: 12).fill(Color.accentColor))
                }
                .buttonStyle(.plain)
            }
            .padding(20)
            .background(Color(white: 0.5, opacity: 0.12))
        }
        .ignoresSafeArea(.keyboard)
    }
}

struct CheckoutScreen_Previews: PreviewProvider {
    static var previews: some View {
        CheckoutScreen(lines: [
            .init(name: "Wireless earbuds", quantity: 1, price: 129),
            .init(name: "Charging case", quantity: 1, price: 39.9),
            .init(name: "Ear tips (pack of 3)", quantity: 2, price: 9.5),
        ])
        .previewLayout(.fixed(width: 390, height: 600))
    }
}
