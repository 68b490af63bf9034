import ChallengeCore
import Dispatch
import Foundation
import ProofLocking
import UIKit

/// How a still frame resolves a `DSAsyncImage`'s URL to the phase its load ends in.
public enum DSAsyncImageLoad {
    /// The longest a render waits for a loader's `image(for:)`, in seconds; past it the image shows
    /// `.failure` and the load is cancelled.
    public static let timeout: Double = 10

    /// Why a `DSAsyncImage` shows its failure content.
    public enum Failure: Error, Equatable, CustomStringConvertible {
        /// The loader's `image(for:)` gave nil for `url`.
        case noImage(url: URL)
        /// The loader's `image(for:)` did not finish within `seconds` for `url`.
        case timedOut(url: URL, seconds: Double)

        /// What happened and what to check.
        public var description: String {
            switch self {
            case .noImage(let url): "the image loader gave no image for \(url.absoluteString)"
            case .timedOut(let url, let seconds):
                "the image loader did not finish loading \(url.absoluteString) within \(seconds) s; a loader "
                    + "a render uses must not wait for the main actor"
            }
        }
    }

    /// `.empty` for no URL, `.success` with the loader's cached or loaded image, else `.failure`
    /// (the load cancelled when it takes longer than `timeout` seconds).
    static func phase(of url: URL?, with loader: any ImageLoaderContract, timeout: Double = timeout)
        -> AsyncImagePhase
    {
        guard let url else { return .empty }
        if let image = loader.cachedImage(for: url) { return .success(Image(uiImage: image)) }
        let result = Locked<UIImage?>(nil)
        let done = DispatchSemaphore(value: 0)
        // On threads of its own: the render holds the main actor, and the cooperative pool's few
        // threads may all be waiting for it (tests render on many at once).
        let load = Task(executorPreference: LoadExecutor.shared) {
            let image = await loader.image(for: url)
            result.withLock { $0 = image }
            done.signal()
        }
        guard done.wait(timeout: .now() + timeout) == .success else {
            load.cancel()
            return .failure(Failure.timedOut(url: url, seconds: timeout))
        }
        guard let image = result.withLock({ $0 }) else { return .failure(Failure.noImage(url: url)) }
        return .success(Image(uiImage: image))
    }

    /// Runs loads on a Dispatch queue, outside Swift's cooperative pool, so that a render waiting
    /// for one cannot starve it.
    final class LoadExecutor: TaskExecutor {
        static let shared = LoadExecutor()
        private let queue = DispatchQueue(label: "ChallengeDesignSystem.DSAsyncImage.load", attributes: .concurrent)

        func enqueue(_ job: consuming ExecutorJob) {
            let job = UnownedJob(job)
            queue.async { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
        }
    }
}
