import Dispatch
import Foundation

/// Runs main-actor work from synchronous code that may be on any thread: the bridge that lets
/// swift-snapshot-testing-style assertions, which are synchronous and nonisolated, resolve views on
/// the main actor as SwiftUI does.
///
/// On the main actor the work runs in place. Elsewhere the calling thread waits while the main
/// queue runs it, which needs the main actor to be free to serve it: it is under Swift Testing and
/// `swift run`, and XCTest calls tests on the main thread itself.
package enum MainActorExecution {
    /// The result of `work`, run on the main actor.
    package static func sync<T: Sendable, E: Error>(_ work: @MainActor () throws(E) -> T) throws(E) -> T {
        if isOnMainActor {
            return try MainActor.assumeIsolated { Result { () throws(E) -> T in try work() } }.get()
        }
        // The caller waits until `work` is done, so the result is written before it is read; the
        // compiler cannot see that through `DispatchQueue.main.sync`.
        nonisolated(unsafe) var result: Result<T, E>?
        DispatchQueue.main.sync {
            result = MainActor.assumeIsolated { Result { () throws(E) -> T in try work() } }
        }
        return try result!.get()
    }

    /// Whether the caller runs on the main actor: on the main thread, or in a job of the main queue
    /// (once `dispatchMain()` parks the main thread, as Swift Testing's runner does on Linux, the
    /// main queue's jobs run on a worker thread).
    package static var isOnMainActor: Bool {
        _ = markedMainQueue
        return Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
    }

    /// Marks the main queue, so that `isOnMainActor` can recognise its jobs on any thread.
    private static let mainQueueKey = DispatchSpecificKey<Bool>()
    private static let markedMainQueue: Void = DispatchQueue.main.setSpecific(key: mainQueueKey, value: true)
}
