import Dispatch
import Foundation
import ProofSnapshot
import UIKit

extension Snapshotting {
    /// This strategy as Proof's engine runs it: the snapshot awaited for at most `timeout` seconds,
    /// data as bytes, attachments as Proof's difference files, a damaged reference reported as such.
    func engineStrategy(timeout: TimeInterval) -> ProofSnapshot.Snapshotting<Value, Format> {
        let diffing = self.diffing
        let snapshot = self.snapshot
        return ProofSnapshot.Snapshotting(
            pathExtension: pathExtension,
            diffing: ProofSnapshot.Diffing(
                toData: { [UInt8](diffing.toData($0)) },
                fromData: { bytes in
                    let data = Data(bytes)
                    if let problem = diffing.decodingProblem?(data) {
                        throw SnapshotError.undecodableData(reason: problem)
                    }
                    return diffing.fromData(data)
                },
                diff: { old, new in
                    diffing.diff(old, new).map { message, attachments in
                        (
                            message,
                            attachments.enumerated().map { $1.proofFile(fallbackName: "attachment-\($0 + 1)") }
                        )
                    }
                }),
            snapshot: { value in
                let format = try AsyncWait.value(of: snapshot(value), timeout: timeout)
                if let image = format as? UIImage, let reason = image.renderFailure {
                    throw SnapshotError.snapshotFailed(reason: reason)
                }
                return format
            })
    }
}

/// Waits for an `Async` value.
enum AsyncWait {
    /// Why no value arrived.
    struct TimedOut: Error, CustomStringConvertible {
        /// The seconds waited.
        let timeout: TimeInterval
        /// The message swift-snapshot-testing gives.
        var description: String {
            "Exceeded timeout of \(timeout) seconds waiting for snapshot. This can happen when an asynchronously "
                + "rendered view has not loaded; raise the \"timeout\" argument of \"assertSnapshot\" if it is "
                + "unavoidable."
        }
    }

    /// The value `async` delivers, waiting at most `timeout` seconds for it.
    static func value<V>(of async: Async<V>, timeout: TimeInterval) throws -> V {
        let box = Box<V>()
        async.run { box.set($0) }
        if let value = box.value { return value }
        guard box.signal.wait(timeout: .now() + max(0, timeout)) == .success, let value = box.value else {
            throw TimedOut(timeout: timeout)
        }
        return value
    }

    /// Where a callback leaves the value, possibly from another thread.
    private final class Box<V>: @unchecked Sendable {
        // @unchecked: `stored` is only touched under `lock`.
        private let lock = NSLock()
        private var stored: V?
        let signal = DispatchSemaphore(value: 0)

        var value: V? {
            lock.lock()
            defer { lock.unlock() }
            return stored
        }

        func set(_ value: V) {
            lock.lock()
            let first = stored == nil
            if first { stored = value }
            lock.unlock()
            if first { signal.signal() }
        }
    }
}
