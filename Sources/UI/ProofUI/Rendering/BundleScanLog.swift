import Foundation
import ProofLocking

/// Which bundles a resource reader (asset catalogs, string tables) has read, and what failed:
/// each bundle is read once, whoever names it first, and its problems are kept to be asked for.
final class BundleScanLog<Problem: Error & Sendable>: Sendable {
    private let scanned = Locked<[String: [Problem]]>([:])

    /// Runs `read` for `bundle` unless it ran before; `read` returns the problems it met.
    func readOnce(_ bundle: Bundle, _ read: () -> [Problem]) {
        let key = bundle.bundlePath
        let isNew = scanned.withLock { scanned in
            guard scanned[key] == nil else { return false }
            scanned[key] = []
            return true
        }
        guard isNew else { return }
        let problems = read()
        scanned.withLock { $0[key] = problems }
    }

    /// The problems met reading `bundle` (empty when none, or when it was never read).
    func problems(in bundle: Bundle) -> [Problem] { scanned.withLock { $0[bundle.bundlePath] ?? [] } }
}
