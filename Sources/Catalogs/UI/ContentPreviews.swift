import Foundation
import ProofUI

extension UICatalog {
    /// A remote URL the catalog's loader resolves to a registered bitmap (no network).
    static let asyncImageURL = URL(string: "https://example.com/proof-swatch.png")

    /// The three phases of `AsyncImage` side by side: the default placeholder (a remote URL the
    /// default loader leaves `.empty`), a loaded image, and a failure's content.
    static func asyncImagePhases() -> some View {
        HStack(spacing: 12) {
            AsyncImage(url: URL(string: "https://example.com/not-loaded.png")).frame(width: 48, height: 48)
            AsyncImage(url: asyncImageURL) {
                $0.resizable()
            } placeholder: {
                ProgressView()
            }
            .frame(width: 48, height: 48)
            AsyncImage(url: URL(fileURLWithPath: "/no/such/image.png")) { phase in
                if let image = phase.image {
                    image
                } else if phase.error != nil {
                    Image(systemName: "exclamationmark.triangle.fill").foregroundStyle(.orange)
                } else {
                    ProgressView()
                }
            }
            .frame(width: 48, height: 48)
        }
        .padding(12)
        .asyncImageLoader(
            AsyncImageLoader { url, scale in
                url == asyncImageURL
                    ? .success(Image("proof-swatch"))
                    : AsyncImageLoader.default.phase(
                        for: url, scale: scale)
            })
    }

    /// iOS 17's search empty state over a link.
    static func contentUnavailable() -> some View {
        VStack(spacing: 12) {
            ContentUnavailableView.search(text: "kiwi")
            Link("Search help", destination: URL(string: "https://example.com/help")!)
        }
        .padding(.vertical, 16)
    }

    static let content: [Preview] = [
        Preview("ui-async-image-phases", configuration: config()) { asyncImagePhases() },
        Preview("ui-async-image-phases-dark", configuration: config(scheme: .dark)) { asyncImagePhases() },
        Preview("ui-content-unavailable", configuration: config(width: 300)) { contentUnavailable() },
        Preview("ui-content-unavailable-dark", configuration: config(width: 300, scheme: .dark)) {
            contentUnavailable()
        },
    ]
}
