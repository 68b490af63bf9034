import SwiftUI

/// Wraps its subviews into rows, spacing them as they ask, and lets a subview start a new row.
struct TagFlowLayout: Layout {
    var lineSpacing: CGFloat = 8

    /// Set on a subview to force it onto a new row.
    struct StartsRow: LayoutValueKey {
        static let defaultValue = false
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let rows = arrange(subviews, width: proposal.width ?? .infinity)
        let width = rows.map { $0.map(\.frame.maxX).max() ?? 0 }.max() ?? 0
        let height = rows.last?.map(\.frame.maxY).max() ?? 0
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for row in arrange(subviews, width: bounds.width) {
            for item in row {
                subviews[item.index].place(
                    at: CGPoint(x: bounds.minX + item.frame.minX, y: bounds.minY + item.frame.minY),
                    proposal: ProposedViewSize(item.frame.size))
            }
        }
    }

    private struct Item {
        var index: Int
        var frame: CGRect
    }

    private func arrange(_ subviews: Subviews, width: CGFloat) -> [[Item]] {
        var rows: [[Item]] = [[]]
        var x: CGFloat = 0
        var y: CGFloat = 0
        var rowHeight: CGFloat = 0
        for index in subviews.indices {
            let subview = subviews[index]
            let size = subview.sizeThatFits(.unspecified)
            let gap = index == 0 ? 0 : subviews[index - 1].spacing.distance(to: subview.spacing, along: .horizontal)
            if let last = rows.last, !last.isEmpty, subview[StartsRow.self] || x + gap + size.width > width {
                rows.append([])
                x = 0
                y += rowHeight + lineSpacing
                rowHeight = 0
            } else if index > 0 {
                x += gap
            }
            rows[rows.count - 1].append(Item(index: index, frame: CGRect(origin: CGPoint(x: x, y: y), size: size)))
            x += size.width
            rowHeight = max(rowHeight, size.height)
        }
        return rows
    }
}

/// The interests a user picked, as removable chips that wrap.
struct TagCloud: View {
    let tags: [String]
    let selected: Set<String>

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Interests")
                .font(.headline)
            TagFlowLayout {
                ForEach(tags, id: \.self) { tag in
                    Text(tag)
                        .font(.footnote.weight(.medium))
                        .padding(.horizontal, 12)
                        .padding(.vertical, 6)
                        .foregroundColor(selected.contains(tag) ? .white : .primary)
                        .background(
                            Capsule().fill(selected.contains(tag) ? Color.accentColor : Color.secondary.opacity(0.15))
                        )
                        .layoutValue(key: TagFlowLayout.StartsRow.self, value: tag == "Travel")
                }
            }
        }
        .padding()
        .frame(width: 320, alignment: .leading)
    }
}

struct TagCloud_Previews: PreviewProvider {
    static var previews: some View {
        TagCloud(
            tags: ["Design", "Swift", "Photography", "Cooking", "Running", "Travel", "Music", "Architecture"],
            selected: ["Swift", "Travel"]
        )
        .previewLayout(.sizeThatFits)
    }
}
