import ProofLocking

/// A bounded queue from one producing task to several consuming tasks: `put` waits while it holds
/// `capacity` elements, `take` waits while it is empty and returns nil once it is closed and empty.
///
/// Consumers hand work to each other through it without any actor: a worker that finishes an
/// image takes the next one at once, instead of waiting for the main actor (busy laying out) to
/// schedule it.
final class Handoff<Element: Sendable>: Sendable {
    private struct State {
        var buffer: [Element] = []
        var head = 0
        var takers: [CheckedContinuation<Element?, Never>] = []
        var putter: CheckedContinuation<Void, Never>?
        var closed = false
        var count: Int { buffer.count - head }

        /// The oldest element, removed.
        mutating func pop() -> Element {
            let element = buffer[head]
            head += 1
            if head == buffer.count {
                buffer.removeAll(keepingCapacity: true)
                head = 0
            }
            return element
        }
    }

    /// What a `take` found.
    private enum Taken {
        case element(Element, wakingPutter: CheckedContinuation<Void, Never>?)
        case closed
        case empty
    }

    private let state = Locked(State())
    private let capacity: Int

    /// A queue holding at most `capacity` (at least 1) elements.
    init(capacity: Int) { self.capacity = max(1, capacity) }

    /// Adds `element`, first waiting for room. Only one task puts. Runs on the caller's executor
    /// (`nonisolated(nonsending)`): the producer is the main actor, which must not hop to a pool
    /// thread (busy drawing) and back for every element.
    nonisolated(nonsending) func put(_ element: Element) async {
        if !state.withLock({ $0.count < capacity || !$0.takers.isEmpty }) {
            await withCheckedContinuation { (room: CheckedContinuation<Void, Never>) in
                let hasRoom = state.withLock { state -> Bool in
                    if state.count < capacity || !state.takers.isEmpty { return true }
                    state.putter = room
                    return false
                }
                if hasRoom { room.resume() }
            }
        }
        let taker = state.withLock { state -> CheckedContinuation<Element?, Never>? in
            if !state.takers.isEmpty { return state.takers.removeFirst() }
            state.buffer.append(element)
            return nil
        }
        taker?.resume(returning: element)
    }

    /// The oldest element, waiting for one; nil once the queue is closed and empty.
    func take() async -> Element? {
        switch state.withLock({ Self.take(from: &$0, capacity: capacity) }) {
        case .element(let element, let putter):
            putter?.resume()
            return element
        case .closed: return nil
        case .empty: break
        }
        return await withCheckedContinuation { (taker: CheckedContinuation<Element?, Never>) in
            let taken = state.withLock { state -> Taken in
                let taken = Self.take(from: &state, capacity: capacity)
                if case .empty = taken { state.takers.append(taker) }
                return taken
            }
            switch taken {
            case .element(let element, let putter):
                putter?.resume()
                taker.resume(returning: element)
            case .closed: taker.resume(returning: nil)
            case .empty: break
            }
        }
    }

    /// Ends the queue: waiting and later takers get nil once it is empty. Called after the last `put`.
    func close() {
        let takers = state.withLock { state -> [CheckedContinuation<Element?, Never>] in
            state.closed = true
            defer { state.takers.removeAll() }
            return state.takers
        }
        for taker in takers { taker.resume(returning: nil) }
    }

    private static func take(from state: inout State, capacity: Int) -> Taken {
        guard state.count > 0 else { return state.closed ? .closed : .empty }
        let element = state.pop()
        let putter = state.count < capacity ? state.putter : nil
        if putter != nil { state.putter = nil }
        return .element(element, wakingPutter: putter)
    }
}
