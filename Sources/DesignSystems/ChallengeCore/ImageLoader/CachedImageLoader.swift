import Foundation
import ProofLocking
import ProofUI
import UIKit

/// The default image loader: images kept in memory once loaded.
///
/// Where we differ from the app's loader: a render never reaches the network or a disk cache, so
/// output cannot depend on a server. A URL resolves, in order, to the image registered under its
/// `absoluteString` in ProofUI's `ImageAssets.shared`, or to the PNG a `file://` URL names; any
/// other URL fails (nil). Tests inject their images with a mock instead (`ImageLoaderMock`).
public final class CachedImageLoader: ImageLoaderContract {
    /// The loader the environment starts with.
    public static let shared = CachedImageLoader()

    private let cache = Locked<[URL: UIImage]>([:])

    /// A loader with an empty cache.
    public init() {}

    /// The image loaded before for `url`, or a registered asset for it; nil otherwise.
    public func cachedImage(for url: URL) -> UIImage? {
        if let image = cache.withLock({ $0[url] }) { return image }
        return UIImage(named: url.absoluteString)
    }

    /// The registered asset for `url`, or the PNG file a `file://` URL names (then cached); nil
    /// when neither exists or the file is not a PNG.
    public func image(for url: URL) async -> UIImage? {
        if let image = cachedImage(for: url) { return image }
        guard url.isFileURL, let data = FileManager.default.contents(atPath: url.path),
            let image = UIImage(data: data)
        else { return nil }
        cache.withLock { $0[url] = image }
        return image
    }

    /// Forgets the image loaded for `url`.
    public func removeCachedImage(for url: URL) async { _ = cache.withLock { $0.removeValue(forKey: url) } }

    /// Forgets every loaded image.
    public func clearCache() async { cache.withLock { $0.removeAll() } }
}
