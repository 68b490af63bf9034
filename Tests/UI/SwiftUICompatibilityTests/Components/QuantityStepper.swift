import SwiftUI

/// A basket line: product, unit price and a quantity stepper.
struct QuantityStepper: View {
    let productName: String
    let unitPrice: Double
    @State private var quantity: Int
    let range: ClosedRange<Int>

    init(productName: String, unitPrice: Double, quantity: Int = 1, range: ClosedRange<Int> = 1...9) {
        self.productName = productName
        self.unitPrice = unitPrice
        self.range = range
        _quantity = State(initialValue: quantity)
    }

    private var total: String { String(format: "%.2f €", unitPrice * Double(quantity)) }

    var body: some View {
        HStack(alignment: .center, spacing: 12) {
            VStack(alignment: .leading, spacing: 2) {
                Text(productName).font(.headline)
                Text(total).font(.subheadline).foregroundStyle(.secondary)
            }
            Spacer()
            Text("\(quantity)")
                .font(.body.monospacedDigit())
                .frame(minWidth: 20)
            Stepper("Quantity", value: $quantity, in: range)
                .labelsHidden()
        }
        .padding()
    }
}

struct QuantityStepper_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            QuantityStepper(productName: "Espresso beans", unitPrice: 12.5, quantity: 2)
            QuantityStepper(productName: "Filter papers", unitPrice: 3.2, quantity: 1)
                .previewDisplayName("At minimum")
        }
        .previewLayout(.sizeThatFits)
    }
}
