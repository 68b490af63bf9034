import SwiftUI

/// A horizontally scrolling row of category chips.
struct CategoryChipScroller: View {
    let categories: [String]
    let selected: String

    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            LazyHStack(spacing: 8) {
                ForEach(categories, id: \.self) { category in
                    let isSelected = category == selected
                    Text(category)
                        .font(.subheadline.weight(isSelected ? .semibold : .regular))
                        .padding(.horizontal, 14)
                        .padding(.vertical, 8)
                        .foregroundStyle(isSelected ? Color.white : Color.primary)
                        .background {
                            Capsule()
                                .fill(isSelected ? Color.accentColor : Color.gray.opacity(0.15))
                        }
                }
            }
            .padding(.horizontal)
        }
        .scrollIndicators(.hidden)
        .frame(height: 52)
    }
}

struct CategoryChipScroller_Previews: PreviewProvider {
    static var previews: some View {
        CategoryChipScroller(categories: ["All", "Music", "Podcasts", "Audiobooks", "Live"], selected: "Music")
            .previewLayout(.fixed(width: 320, height: 52))
    }
}
