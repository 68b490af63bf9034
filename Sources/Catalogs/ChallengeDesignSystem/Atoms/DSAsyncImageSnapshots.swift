import ChallengeDesignSystem
import Foundation

/// The states `DSAsyncImageSnapshotTests` records: the default content cached, without a URL,
/// loaded asynchronously and failed, and a custom phase content loaded and failed.
public enum DSAsyncImageSnapshots {
    static let file = "DSAsyncImageSnapshotTests"

    /// Every state, as the tests name them.
    public static let cases: [DSSnapshotCase] = [
        DSSnapshotCase("Atoms", file, "defaultContentWithLoadedImage") {
            Framed { DSAsyncImage(url: SnapshotImages.testURL) }.imageLoader(SnapshotImages.loaded)
        },
        DSSnapshotCase("Atoms", file, "defaultContentWithNilURL") {
            Framed { DSAsyncImage(url: nil) }.imageLoader(SnapshotImages.failing)
        },
        DSSnapshotCase("Atoms", file, "defaultContentWithAsyncLoadedImage") {
            Framed { DSAsyncImage(url: SnapshotImages.testURL) }.imageLoader(SnapshotImages.loadedLater)
        },
        DSSnapshotCase("Atoms", file, "defaultContentWithFailedImage") {
            Framed { DSAsyncImage(url: SnapshotImages.testURL) }.imageLoader(SnapshotImages.failing)
        },
        DSSnapshotCase("Atoms", file, "customContentWithFailedImage") {
            Framed { PhaseImage(url: SnapshotImages.testURL) }.imageLoader(SnapshotImages.failing)
        },
        DSSnapshotCase("Atoms", file, "customContentWithLoadedImage") {
            Framed { PhaseImage(url: SnapshotImages.testURL) }.imageLoader(SnapshotImages.loaded)
        },
    ]

    /// `content` at 100×100 in a radius-`md` rounded rectangle, padded, 320 wide.
    struct Framed<Content: View>: View {
        @ViewBuilder let content: Content
        @Environment(\.dsTheme) private var theme

        var body: some View {
            content
                .frame(width: 100, height: 100)
                .clipShape(RoundedRectangle(cornerRadius: theme.cornerRadius.md))
                .padding()
                .frame(width: 320)
        }
    }

    /// A phase content of the app's own: the image fitted, a spinner, or a warning on the error colour.
    struct PhaseImage: View {
        let url: URL?
        @Environment(\.dsTheme) private var theme

        var body: some View {
            DSAsyncImage(url: url) { phase in
                switch phase {
                case .success(let image):
                    image.resizable().scaledToFit()
                case .empty:
                    ProgressView()
                case .failure:
                    ZStack {
                        theme.colors.statusError.opacity(theme.opacity.light)
                        Image(systemName: "exclamationmark.triangle")
                            .font(.title)
                            .foregroundStyle(theme.colors.statusError)
                    }
                @unknown default:
                    ProgressView()
                }
            }
        }
    }
}
