import Foundation
import Raster

/// Resolves the URL of an `AsyncImage` to a phase while a render runs: the injectable image
/// provider that stands where SwiftUI's shared `URLSession` is. Proof extension (SwiftUI has no
/// such value); set it with `.asyncImageLoader(_:)` or `EnvironmentValues.asyncImageLoader`.
///
/// A render never reaches the network. The `default` loader resolves, in order:
/// 1. a URL whose `absoluteString` is registered as an asset in `ImageAssets.shared` (register a
///    bitmap under `"https://example.com/avatar.png"` to stand for that remote image) → `.success`
///    with that asset (its own scale; `AsyncImage`'s `scale` does not apply);
/// 2. a `file://` URL of a PNG file → `.success` with its pixels at `AsyncImage`'s `scale`, or
///    `.failure(AsyncImageLoaderError.unreadableFile)` when it cannot be read or decoded;
/// 3. anything else → `.empty`, so the placeholder shows, as on a device before the load ends.
///
/// A test loader returns whatever phase it needs, deterministically:
/// `AsyncImageLoader { _, _ in .failure(MyError.offline) }`.
public struct AsyncImageLoader: Sendable {
    private let resolve: @Sendable (URL, CGFloat) -> AsyncImagePhase

    /// A loader that calls `resolve` with the URL and the scale `AsyncImage` was given.
    public init(_ resolve: @escaping @Sendable (_ url: URL, _ scale: CGFloat) -> AsyncImagePhase) {
        self.resolve = resolve
    }

    /// The phase for `url` drawn at `scale` image pixels per point.
    public func phase(for url: URL, scale: CGFloat) -> AsyncImagePhase { resolve(url, scale) }

    /// Registered assets, then `file://` PNGs, otherwise `.empty` (see the type's documentation).
    public static let `default` = AsyncImageLoader { url, scale in
        let key = url.absoluteString
        if ImageAssets.shared.asset(named: key) != nil { return .success(Image(key)) }
        guard url.isFileURL else { return .empty }
        do {
            let bitmap = try PNGCodec.read(contentsOf: url.path)
            return .success(Image(asset: .bitmap(bitmap, scale: scale > 0 ? scale : 1), name: url.lastPathComponent))
        } catch {
            return .failure(AsyncImageLoaderError.unreadableFile(path: url.path, reason: "\(error)"))
        }
    }

    /// A loader that gives `images[url]` as `.success` and `.empty` for any other URL.
    public static func images(_ images: [URL: Image]) -> AsyncImageLoader {
        AsyncImageLoader { url, _ in images[url].map { .success($0) } ?? .empty }
    }
}

/// Why the default `AsyncImageLoader` failed to load a URL.
public enum AsyncImageLoaderError: Error, Equatable, CustomStringConvertible {
    /// A `file://` URL that is not a readable PNG file.
    case unreadableFile(path: String, reason: String)

    /// What went wrong and what to do.
    public var description: String {
        switch self {
        case .unreadableFile(let path, let reason):
            "AsyncImage cannot read \(path) as a PNG (\(reason)); give a file:// URL of a PNG file, or register "
                + "the URL's string with ImageAssets.shared, or inject a loader with .asyncImageLoader(_:)"
        }
    }
}

private struct AsyncImageLoaderKey: EnvironmentKey { static let defaultValue = AsyncImageLoader.default }

extension EnvironmentValues {
    /// How `AsyncImage` resolves its URL (`AsyncImageLoader.default` unless set). Proof extension.
    public var asyncImageLoader: AsyncImageLoader {
        get { self[AsyncImageLoaderKey.self] }
        set { self[AsyncImageLoaderKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Resolves the URLs of the `AsyncImage`s inside with `loader`. Proof extension.
    public func asyncImageLoader(_ loader: AsyncImageLoader) -> some View { environment(\.asyncImageLoader, loader) }
}
