import ProofUI

/// The content `DSAsyncImage(url:)` shows for each phase: the image resizable and scaled to fill
/// once loaded, a `ProgressView` while loading, and the `failureImage` symbol in `textTertiary` on
/// `surfaceSecondary` when the load failed.
public struct DSAsyncImageDefaultContentView: View {
    /// The phase of the load.
    let phase: AsyncImagePhase
    /// The SF Symbol shown when the load failed.
    let failureImage: String

    @Environment(\.dsTheme) private var theme

    /// The view of the phase.
    public var body: some View {
        switch phase {
        case .success(let image):
            image
                .resizable()
                .scaledToFill()
        case .empty:
            ProgressView()
        case .failure:
            ZStack {
                theme.colors.surfaceSecondary
                Image(systemName: failureImage)
                    .foregroundStyle(theme.colors.textTertiary)
            }
        @unknown default:
            ProgressView()
        }
    }
}
