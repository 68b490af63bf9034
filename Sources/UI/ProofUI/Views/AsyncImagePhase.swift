/// The state of an `AsyncImage`'s load: SwiftUI's `AsyncImagePhase`, handed to the content
/// closure of `AsyncImage(url:scale:transaction:content:)`.
///
/// In Proof the phase is decided once, while the view's body runs, by the environment's
/// `AsyncImageLoader` (no network is ever reached); a still frame shows that phase.
public enum AsyncImagePhase {
    /// No image yet: the URL is nil, or the loader does not resolve it (every remote URL with the
    /// default loader).
    case empty
    /// The loaded image.
    case success(Image)
    /// The load failed with `error` (with the default loader, an unreadable `file://` URL).
    case failure(any Error)

    /// The loaded image in `.success`, nil otherwise.
    public var image: Image? {
        if case .success(let image) = self { image } else { nil }
    }
    /// The error in `.failure`, nil otherwise.
    public var error: (any Error)? {
        if case .failure(let error) = self { error } else { nil }
    }
}
