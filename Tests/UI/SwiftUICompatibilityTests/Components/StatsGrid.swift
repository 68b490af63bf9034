import SwiftUI

/// A small statistics table laid out with `Grid`.
struct StatsGrid: View {
    struct Stat: Identifiable {
        let id = UUID()
        let label: String
        let value: String
        let change: String
        let isUp: Bool
    }

    let stats: [Stat]

    var body: some View {
        Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 10) {
            GridRow {
                Text("Metric")
                Text("Value")
                Text("Change")
            }
            .font(.caption.weight(.semibold))
            .foregroundStyle(.secondary)
            Divider()
                .gridCellColumns(3)
            ForEach(stats) { stat in
                GridRow {
                    Text(stat.label)
                    Text(stat.value)
                        .monospacedDigit()
                        .gridColumnAlignment(.trailing)
                    Label(stat.change, systemImage: stat.isUp ? "arrow.up.right" : "arrow.down.right")
                        .foregroundStyle(stat.isUp ? .green : .red)
                }
                .font(.subheadline)
            }
        }
        .padding()
    }
}

struct StatsGrid_Previews: PreviewProvider {
    static var previews: some View {
        StatsGrid(stats: [
            .init(label: "Visitors", value: "12,408", change: "8%", isUp: true),
            .init(label: "Sign-ups", value: "932", change: "3%", isUp: false),
            .init(label: "Revenue", value: "€4,210", change: "12%", isUp: true),
        ])
        .previewLayout(.sizeThatFits)
    }
}
