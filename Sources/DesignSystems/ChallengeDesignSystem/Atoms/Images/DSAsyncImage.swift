import ChallengeCore
import Foundation
import UIKit

/// An image loaded from a URL through the environment's `ImageLoaderContract` (`.imageLoader(_:)`),
/// shown by a content closure given the `AsyncImagePhase`.
///
/// Where we differ from the app, where a task loads the image after the view appears: a render is
/// one still frame, so it shows the phase the load ends in. A `nil` URL stays `.empty`; an image the
/// loader has at once (`cachedImage(for:)`) is `.success`; otherwise the render awaits
/// `image(for:)` (at most `DSAsyncImageLoad.timeout`): `.success` with its image, or `.failure` when
/// it gives nil or does not finish in time. The loader must not need the main actor to finish, as
/// the render holds it. No network is reached: the default loader is offline (`CachedImageLoader`).
///
/// ```swift
/// DSAsyncImage(url: character.imageURL)
///     .frame(width: 70, height: 70)
///     .clipShape(RoundedRectangle(cornerRadius: theme.cornerRadius.md))
/// ```
public struct DSAsyncImage<Content: View>: View {
    private let url: URL?
    private let refreshID: UUID?
    private let content: (AsyncImagePhase) -> Content

    @Environment(\.imageLoader) private var imageLoader

    /// An image of `url` drawn by `content` for the phase of its load; a new `refreshID` asks the app
    /// to load again (a still frame always shows the current load).
    public init(url: URL?, refreshID: UUID? = nil, @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.url = url
        self.refreshID = refreshID
        self.content = content
    }

    /// The content for the phase the load ends in, hidden from accessibility (it is decorative).
    public var body: some View {
        content(DSAsyncImageLoad.phase(of: url, with: imageLoader))
            .accessibilityHidden(true)
    }
}

extension DSAsyncImage where Content == DSAsyncImageDefaultContentView {
    /// An image of `url` with the default content: a spinner while loading, `failureImage` (an SF
    /// Symbol) on a `surfaceSecondary` placeholder if the load fails, and the image resizable and
    /// scaled to fill once loaded.
    public init(url: URL?, refreshID: UUID? = nil, failureImage: String = "photo") {
        self.init(url: url, refreshID: refreshID) { phase in
            DSAsyncImageDefaultContentView(phase: phase, failureImage: failureImage)
        }
    }
}
