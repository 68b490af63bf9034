#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#else
    import Darwin
#endif

/// A value guarded by a lock: `withLock` gives one thread at a time `inout` access, as the standard
/// library's `Synchronization.Mutex` does, with the same method shape (`withLock`, `inout sending`
/// value, `sending` result), so any value, `Sendable` or not, can be shared between threads.
///
/// Why not `Mutex`: on Linux, `Mutex` locks with futex calls inside the prebuilt Synchronization
/// library, which ThreadSanitizer cannot see, so every access it guards is reported as a race (a
/// 10-line program with two threads and `Mutex.withLock` shows it with Swift 6.3.1). This lock is a
/// `pthread_mutex_t`, which ThreadSanitizer intercepts, so `Scripts/test --tsan` reports only real
/// races. Uncontended, both are one atomic compare-and-swap to lock and one to unlock.
public final class Locked<Value: ~Copyable>: @unchecked Sendable {
    /// The lock: heap-allocated, since a `pthread_mutex_t` must not move once initialised.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    /// The guarded value; read and written only inside `withLock`.
    private var value: Value

    /// A lock guarding `initialValue`, which is handed over (`sending`): no other reference to it
    /// may be used afterwards.
    public init(_ initialValue: consuming sending Value) {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        value = initialValue
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` with exclusive `inout` access to the value, holding the lock until it returns or
    /// throws; `body` must not call `withLock` on the same lock (it is not recursive).
    public func withLock<Result: ~Copyable, Failure: Error>(
        _ body: (inout sending Value) throws(Failure) -> sending Result
    ) throws(Failure) -> sending Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
