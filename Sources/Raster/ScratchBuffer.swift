/// A growable block of raw memory reused between shapes, so that hot loops neither allocate nor
/// pay for bounds checks. Not thread-safe; each owner uses its own.
final class ScratchBuffer<Element> {
    private(set) var pointer: UnsafeMutablePointer<Element>
    private(set) var capacity: Int

    init() {
        capacity = 0
        pointer = UnsafeMutablePointer<Element>.allocate(capacity: 1)
    }

    /// Makes room for at least `count` elements; contents are not preserved when it grows.
    func reserve(_ count: Int) {
        guard count > capacity else { return }
        pointer.deallocate()
        capacity = Swift.max(count, capacity * 2)
        pointer = UnsafeMutablePointer<Element>.allocate(capacity: capacity)
    }

    deinit { pointer.deallocate() }
}
