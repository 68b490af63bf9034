import SwiftUI

/// A news feed row with a Dynamic Type–scaled thumbnail and a loading placeholder.
struct FeedRow: View {
    struct Item {
        let title: String
        let source: String
        let minutesAgo: Int
    }

    let item: Item
    var isLoading = false
    @ScaledMetric(relativeTo: .body) private var thumbnailSize: CGFloat = 48

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            RoundedRectangle(cornerRadius: 8)
                .fill(Color.teal)
                .frame(width: thumbnailSize, height: thumbnailSize)
            VStack(alignment: .leading, spacing: 4) {
                Text(item.title)
                    .font(.headline)
                    .lineLimit(2)
                Text("\(item.source) · \(item.minutesAgo) min ago")
                    .font(.caption)
                    .foregroundStyle(.secondary)
                    .textCase(.uppercase)
            }
        }
        .padding()
        .redacted(reason: isLoading ? .placeholder : [])
    }
}

struct FeedRow_Previews: PreviewProvider {
    static let item = FeedRow.Item(
        title: "Swift 6.3 brings faster builds to Linux", source: "Swift.org", minutesAgo: 12)

    static var previews: some View {
        FeedRow(item: item)
            .previewLayout(.fixed(width: 320, height: 100))
            .previewDisplayName("Loaded")
        FeedRow(item: item, isLoading: true)
            .previewLayout(.fixed(width: 320, height: 100))
            .previewDisplayName("Loading")
        FeedRow(item: item)
            .environment(\.dynamicTypeSize, .xxxLarge)
            .previewLayout(.fixed(width: 320, height: 130))
            .previewDisplayName("Large text")
    }
}
