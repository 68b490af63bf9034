import Observation
import SwiftUI

/// A screen model as Swift 6 apps write them: main-actor isolated and observed, refreshed in
/// `.task`, marked seen in `.onAppear`.
@MainActor @Observable
final class OrderTrackingModel {
    enum Stage: Int, CaseIterable {
        case placed, packed, shipped, delivered

        var title: String {
            switch self {
            case .placed: "Placed"
            case .packed: "Packed"
            case .shipped: "Shipped"
            case .delivered: "Delivered"
            }
        }
    }

    let orderNumber: String
    var stage: Stage
    private(set) var status = "Not seen yet"

    init(orderNumber: String, stage: Stage) {
        self.orderNumber = orderNumber
        self.stage = stage
    }

    var progress: Double { Double(stage.rawValue) / Double(Stage.allCases.count - 1) }

    func markSeen() { status = "Seen just now" }

    func refresh() async { status = "Refreshed" }
}

/// The shop's theme, shared through the environment as an `ObservableObject`, main-actor isolated.
@MainActor
final class ShopTheme: ObservableObject {
    @Published var accent: Color = .indigo
    @Published var cornerRadius: CGFloat = 10
}

/// A button style that reads the main-actor theme in `makeBody`.
struct ShopButtonStyle: ButtonStyle {
    let theme: ShopTheme

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.subheadline.weight(.semibold))
            .foregroundStyle(.white)
            .padding(.horizontal, 14)
            .padding(.vertical, 8)
            .background(theme.accent, in: RoundedRectangle(cornerRadius: theme.cornerRadius))
            .opacity(configuration.isPressed ? 0.7 : 1)
    }
}

struct OrderTrackingCard: View {
    @State private var model = OrderTrackingModel(orderNumber: "A-1042", stage: .shipped)
    @EnvironmentObject private var theme: ShopTheme

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                Text("Order \(model.orderNumber)").font(.headline)
                Spacer()
                Text(model.status).font(.caption).foregroundStyle(.secondary)
            }
            ProgressView(value: model.progress).tint(theme.accent)
            HStack {
                ForEach(OrderTrackingModel.Stage.allCases, id: \.self) { stage in
                    Text(stage.title)
                        .font(.caption2)
                        .foregroundStyle(stage.rawValue <= model.stage.rawValue ? .primary : .tertiary)
                        .frame(maxWidth: .infinity)
                }
            }
            Button("Track parcel") { model.stage = .delivered }
                .buttonStyle(ShopButtonStyle(theme: theme))
        }
        .padding()
        .onAppear { model.markSeen() }
        .task { await model.refresh() }
    }
}

struct OrderTrackingCard_Previews: PreviewProvider {
    static var previews: some View {
        OrderTrackingCard()
            .environmentObject(ShopTheme())
            .frame(width: 340)
            .previewLayout(.sizeThatFits)
    }
}
