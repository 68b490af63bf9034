import Foundation

/// Numbers the unnamed snapshots of each test: 1, 2, 3… per reference folder and test name, in
/// call order, for the life of the process (as swift-snapshot-testing does).
package final class SnapshotCounter: @unchecked Sendable {
    /// The process-wide counter used by `assertSnapshot` and `verifySnapshot`.
    package static let shared = SnapshotCounter()

    /// Guards `counts`.
    private let lock = NSLock()
    /// Calls so far per key.
    private var counts: [String: Int] = [:]

    /// The next number for `key`, starting at 1.
    func next(for key: String) -> Int {
        lock.lock()
        defer { lock.unlock() }
        let value = counts[key, default: 0] + 1
        counts[key] = value
        return value
    }
}
