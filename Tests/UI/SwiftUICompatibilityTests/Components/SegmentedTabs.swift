import SwiftUI

/// A row of text tabs with an accent underline under the selected one, positioned from the
/// selected tab's bounds through an anchor preference.
struct SegmentedTabs: View {
    let titles: [String]
    @Binding var selection: Int

    private struct SelectedBoundsKey: PreferenceKey {
        static let defaultValue: Anchor<CGRect>? = nil
        static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
            value = value ?? nextValue()
        }
    }

    var body: some View {
        HStack(spacing: 24) {
            ForEach(titles.indices, id: \.self) { index in
                Button {
                    selection = index
                } label: {
                    Text(titles[index])
                        .font(.subheadline.weight(index == selection ? .semibold : .regular))
                        .foregroundColor(index == selection ? .primary : .secondary)
                        .padding(.vertical, 10)
                }
                .buttonStyle(.plain)
                .anchorPreference(key: SelectedBoundsKey.self, value: .bounds) { anchor in
                    index == selection ? anchor : nil
                }
            }
        }
        .padding(.horizontal, 16)
        .overlayPreferenceValue(SelectedBoundsKey.self) { anchor in
            GeometryReader { proxy in
                if let anchor {
                    let frame = proxy[anchor]
                    Capsule()
                        .fill(Color.accentColor)
                        .frame(width: frame.width, height: 3)
                        .offset(x: frame.minX, y: frame.maxY - 3)
                }
            }
        }
        .background(alignment: .bottom) {
            Rectangle().fill(Color.secondary.opacity(0.3)).frame(height: 1)
        }
    }
}

struct SegmentedTabs_Previews: PreviewProvider {
    static var previews: some View {
        SegmentedTabs(titles: ["Overview", "Activity", "Settings"], selection: .constant(1))
            .previewLayout(.sizeThatFits)
            .previewDisplayName("Second tab")
        SegmentedTabs(titles: ["Day", "Week", "Month", "Year"], selection: .constant(0))
            .previewLayout(.sizeThatFits)
            .previewDisplayName("First tab")
    }
}
