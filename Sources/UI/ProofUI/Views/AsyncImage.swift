import Foundation

/// A view that shows an image from a URL: SwiftUI's `AsyncImage`, with its three initialisers.
///
/// Where we differ: no network is reached in a render. The URL resolves through the environment's
/// `AsyncImageLoader` (`.asyncImageLoader(_:)`) while the body runs, and the frame shows that
/// phase. The default loader resolves `file://` PNGs and URLs registered in `ImageAssets.shared`,
/// and gives `.empty` otherwise, so a remote URL shows the placeholder as a device does before its
/// load completes.
nonisolated public struct AsyncImage<Content: View>: View {
    private let url: URL?
    private let scale: CGFloat
    private let makeContent: (AsyncImagePhase) -> AnyView
    @Environment(\.asyncImageLoader) private var loader

    /// The image at `url` at its own size (`scale` image pixels per point); until it loads, or if
    /// it fails, the default placeholder: a grey `secondarySystemFill` box filling the space offered.
    public init(url: URL?, scale: CGFloat = 1) where Content == Image {
        self.url = url
        self.scale = scale
        makeContent = { phase in
            if let image = phase.image { AnyView(image) } else { AnyView(AsyncImageDefaultPlaceholder()) }
        }
    }

    /// `content` given the loaded image; `placeholder` until it loads or if it fails.
    public init<I: View, P: View>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
        @ViewBuilder placeholder: @escaping () -> P
    ) where Content == _AsyncImageConditionalContent<I, P> {
        self.url = url
        self.scale = scale
        makeContent = { phase in
            if let image = phase.image {
                AnyView(_AsyncImageConditionalContent<I, P>(storage: .content(content(image))))
            } else {
                AnyView(_AsyncImageConditionalContent<I, P>(storage: .placeholder(placeholder())))
            }
        }
    }

    /// `content` given the phase of the load (`.empty`, `.success(Image)` or `.failure(Error)`);
    /// `transaction` is kept for source compatibility (a still frame shows the final phase).
    public init(
        url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
        @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
    ) {
        self.url = url
        self.scale = scale
        makeContent = { AnyView(content($0)) }
    }

    /// The view for the phase the loader gives.
    @MainActor public var body: some View {
        let phase: AsyncImagePhase = url.map { loader.phase(for: $0, scale: scale) } ?? .empty
        return makeContent(phase)
    }
}

/// The content of `AsyncImage(url:scale:content:placeholder:)`: the loaded image's content or the
/// placeholder. Named as in SwiftUI; team code never spells it.
nonisolated public struct _AsyncImageConditionalContent<I: View, P: View>: View {
    enum Storage {
        case content(I)
        case placeholder(P)
    }
    let storage: Storage

    /// The content or the placeholder.
    @MainActor public var body: some View {
        switch storage {
        case .content(let content): AnyView(content)
        case .placeholder(let placeholder): AnyView(placeholder)
        }
    }
}

/// The placeholder of `AsyncImage(url:scale:)`: iOS's `secondarySystemFill` (#787880 at 16 %
/// light, 32 % dark), filling the space it is offered.
nonisolated struct AsyncImageDefaultPlaceholder: View {
    static let fill = SystemFillColors.secondary
    @MainActor var body: some View { Self.fill }
}
