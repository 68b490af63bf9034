import SwiftUI

/// A chip toggle style for filter bars: a capsule, filled with the tint when on.
struct FilterChipToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            HStack(spacing: 4) {
                if configuration.isOn {
                    Image(systemName: "checkmark")
                        .font(.caption.weight(.bold))
                }
                configuration.label
                    .font(.subheadline.weight(.medium))
            }
            .padding(.horizontal, 12)
            .padding(.vertical, 6)
            .foregroundStyle(configuration.isOn ? Color.white : Color.primary)
            .background(
                Capsule().fill(configuration.isOn ? Color.accentColor : Color.gray.opacity(0.15))
            )
            .overlay(
                Capsule().strokeBorder(configuration.isOn ? Color.clear : Color.gray.opacity(0.3), lineWidth: 1)
            )
        }
        .buttonStyle(.plain)
    }
}

/// A horizontal bar of filter chips bound to a set of selected filters.
struct FilterToggleChip: View {
    let filters: [String]
    @State var selected: Set<String>

    var body: some View {
        HStack(spacing: 8) {
            ForEach(filters, id: \.self) { filter in
                Toggle(filter, isOn: binding(for: filter))
                    .toggleStyle(FilterChipToggleStyle())
            }
        }
        .padding()
    }

    private func binding(for filter: String) -> Binding<Bool> {
        Binding(
            get: { selected.contains(filter) },
            set: { isOn in
                if isOn { selected.insert(filter) } else { selected.remove(filter) }
            })
    }
}

struct FilterToggleChip_Previews: PreviewProvider {
    static var previews: some View {
        FilterToggleChip(filters: ["Open now", "Vegan", "Delivery"], selected: ["Vegan"])
            .previewLayout(.sizeThatFits)
        FilterToggleChip(filters: ["Open now", "Vegan", "Delivery"], selected: ["Open now", "Delivery"])
            .preferredColorScheme(.dark)
            .previewLayout(.sizeThatFits)
    }
}
