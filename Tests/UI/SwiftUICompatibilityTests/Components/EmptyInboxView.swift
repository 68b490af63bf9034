import SwiftUI

/// An inbox's empty and no-results states.
struct EmptyInboxView: View {
    var searchTerm: String?

    var body: some View {
        if let searchTerm {
            ContentUnavailableView(
                "No results for “\(searchTerm)”", systemImage: "magnifyingglass",
                description: Text("Check the spelling or try a new search."))
        } else {
            ContentUnavailableView {
                Label("No messages", systemImage: "tray")
            } description: {
                Text("New messages appear here.")
            } actions: {
                Button("Compose") {}
                    .buttonStyle(.borderedProminent)
            }
        }
    }
}

struct EmptyInboxView_Previews: PreviewProvider {
    static var previews: some View {
        EmptyInboxView()
            .previewLayout(.fixed(width: 320, height: 300))
            .previewDisplayName("Empty")
        EmptyInboxView(searchTerm: "invoice")
            .previewLayout(.fixed(width: 320, height: 260))
            .previewDisplayName("No results")
    }
}
