import Foundation
import UIKit

/// Loads and caches the images of `DSAsyncImage` (the Challenge app's Core contract): inject one
/// with `.imageLoader(_:)`, a mock in tests.
public protocol ImageLoaderContract: Sendable {
    /// The image for `url` if it is available at once (cached, or a mock's), nil otherwise.
    func cachedImage(for url: URL) -> UIImage?
    /// The image for `url` once loaded, or nil when loading failed.
    func image(for url: URL) async -> UIImage?
    /// Forgets the cached image for `url`.
    func removeCachedImage(for url: URL) async
    /// Forgets every cached image.
    func clearCache() async
}
