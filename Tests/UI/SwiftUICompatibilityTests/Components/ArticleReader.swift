import SwiftUI

/// An article reader with a bottom toolbar built from a custom `ToolbarContent`.
struct ReaderToolbar: ToolbarContent {
    var isBookmarked: Bool

    var body: some ToolbarContent {
        ToolbarItemGroup(placement: .bottomBar) {
            Button {
            } label: {
                Image(systemName: "chevron.left")
            }
            Spacer()
            if isBookmarked {
                Image(systemName: "bookmark.fill")
            } else {
                Image(systemName: "bookmark")
            }
            Spacer()
            Button {
            } label: {
                Image(systemName: "square.and.arrow.up")
            }
        }
    }
}

/// The reader screen.
struct ArticleReader: View {
    var title: String
    var paragraphs: [String]

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 12) {
                    ForEach(paragraphs, id: \.self) { paragraph in
                        Text(paragraph)
                    }
                }
                .padding()
            }
            .navigationTitle(title)
            .toolbarTitleDisplayMode(.inline)
            .toolbar {
                ReaderToolbar(isBookmarked: true)
            }
        }
    }
}

struct ArticleReader_Previews: PreviewProvider {
    static var previews: some View {
        ArticleReader(
            title: "Release notes",
            paragraphs: [
                "This release brings a faster search and a new reading mode.",
                "Bookmarks now sync between your devices.",
            ])
    }
}
