import SwiftUI

struct Product: Identifiable {
    let id: Int
    let name: String
    let price: String
    let symbol: String
    let tint: Color
}

/// A shop's product grid: adaptive columns, a tile per product.
struct ProductGrid: View {
    let products: [Product]
    private let columns = [GridItem(.adaptive(minimum: 120), spacing: 12)]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, spacing: 12) {
                ForEach(products) { product in
                    ProductTile(product: product)
                }
            }
            .padding()
        }
    }
}

private struct ProductTile: View {
    let product: Product

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            RoundedRectangle(cornerRadius: 10, style: .continuous)
                .fill(product.tint.gradient)
                .frame(height: 80)
                .overlay {
                    Image(systemName: product.symbol)
                        .font(.system(size: 32))
                        .foregroundStyle(.white)
                }
            Text(product.name)
                .font(.subheadline.weight(.semibold))
                .lineLimit(1)
            Text(product.price)
                .font(.caption)
                .foregroundStyle(.secondary)
        }
    }
}

struct ProductGrid_Previews: PreviewProvider {
    static let products = [
        Product(id: 1, name: "Headphones", price: "€129", symbol: "headphones", tint: .blue),
        Product(id: 2, name: "Smart watch", price: "€249", symbol: "applewatch", tint: .orange),
        Product(id: 3, name: "Speaker", price: "€89", symbol: "hifispeaker.fill", tint: .purple),
        Product(id: 4, name: "Camera", price: "€499", symbol: "camera.fill", tint: .green),
    ]

    static var previews: some View {
        ProductGrid(products: products)
            .previewLayout(.fixed(width: 320, height: 360))
    }
}
