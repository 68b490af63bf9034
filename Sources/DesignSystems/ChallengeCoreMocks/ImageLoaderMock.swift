import ChallengeCore
import Foundation
import ProofLocking
import UIKit

/// An image loader for tests: gives fixed images for every URL and counts the cache calls.
///
/// ```swift
/// DSAsyncImage(url: url).imageLoader(ImageLoaderMock(cachedImage: nil, asyncImage: .stub))
/// ```
public final class ImageLoaderMock: ImageLoaderContract {
    private struct Calls {
        var removeCachedImageCount = 0
        var removeCachedImageLastURL: URL?
        var clearCacheCount = 0
    }

    private let cachedImageResult: UIImage?
    private let asyncImageResult: UIImage?
    private let onImageLoaded: (@Sendable () -> Void)?
    private let calls = Locked(Calls())

    /// A mock whose `cachedImage(for:)` gives `cachedImage` and whose `image(for:)` calls
    /// `onImageLoaded`, then gives `asyncImage` (a test waits on the callback for the load).
    public init(cachedImage: UIImage?, asyncImage: UIImage?, onImageLoaded: (@Sendable () -> Void)? = nil) {
        cachedImageResult = cachedImage
        asyncImageResult = asyncImage
        self.onImageLoaded = onImageLoaded
    }

    /// A mock that gives `image` both at once and when loaded (the earlier spelling).
    public convenience init(image: UIImage?) { self.init(cachedImage: image, asyncImage: image) }

    /// How many times `removeCachedImage(for:)` was called.
    public var removeCachedImageCallCount: Int { calls.withLock { $0.removeCachedImageCount } }
    /// The URL of the last `removeCachedImage(for:)` call.
    public var removeCachedImageLastURL: URL? { calls.withLock { $0.removeCachedImageLastURL } }
    /// How many times `clearCache()` was called.
    public var clearCacheCallCount: Int { calls.withLock { $0.clearCacheCount } }

    /// The cached image given at creation.
    public func cachedImage(for url: URL) -> UIImage? { cachedImageResult }

    /// The loaded image given at creation; calls `onImageLoaded` first.
    public func image(for url: URL) async -> UIImage? {
        onImageLoaded?()
        return asyncImageResult
    }

    /// Counts the call.
    public func removeCachedImage(for url: URL) async {
        calls.withLock {
            $0.removeCachedImageCount += 1
            $0.removeCachedImageLastURL = url
        }
    }

    /// Counts the call.
    public func clearCache() async { calls.withLock { $0.clearCacheCount += 1 } }

    /// Sets the call counts back to zero.
    public func reset() { calls.withLock { $0 = Calls() } }
}
