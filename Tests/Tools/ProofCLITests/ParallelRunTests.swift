import ProofLocking
import Testing

@testable import ProofCLICore

/// The two-stage runner behind `proof verify` and `proof record`, and its queue.
@MainActor
@Suite("CLI: parallel runs")
struct ParallelRunTests {
    /// Counts works running at once, and the most seen.
    final class Concurrency: Sendable {
        private let state = Locked((running: 0, most: 0))
        var most: Int { state.withLock { $0.most } }
        func enter() {
            state.withLock {
                $0.running += 1
                $0.most = max($0.most, $0.running)
            }
        }
        func leave() { state.withLock { $0.running -= 1 } }
    }

    @Test(arguments: [1, 2, 3])
    func resultsKeepItemOrderAndWorksStayWithinJobs(jobs: Int) async {
        let items = Array(0..<40)
        let concurrency = Concurrency()
        var reported: [Int] = []
        let results = await ParallelRun.map(
            items, jobs: jobs, finished: { reported.append($0) }, prepare: { $0 * 10 },
            work: { item in
                concurrency.enter()
                try? await Task.sleep(for: .milliseconds(item % 3))
                concurrency.leave()
                return item + 1
            })
        #expect(results == items.map { $0 * 10 + 1 })
        #expect(reported == Array(1...items.count))
        #expect(concurrency.most <= jobs)
    }

    @Test func noItemsRunNothing() async {
        var reported: [Int] = []
        let results = await ParallelRun.map(
            [Int](), jobs: 2, finished: { reported.append($0) }, prepare: { $0 }, work: { $0 })
        #expect(results.isEmpty && reported.isEmpty)
    }

    @Test func handoffPutWaitsForRoomAndTakeEndsAfterClose() async {
        let queue = Handoff<Int>(capacity: 1)
        await queue.put(1)
        let secondPut = Locked(false)
        let producer = Task {
            await queue.put(2)
            secondPut.withLock { $0 = true }
            queue.close()
        }
        try? await Task.sleep(for: .milliseconds(20))
        #expect(!secondPut.withLock { $0 }, "a full queue took a second element")
        #expect(await queue.take() == 1)
        #expect(await queue.take() == 2)
        await producer.value
        #expect(secondPut.withLock { $0 })
        #expect(await queue.take() == nil)
    }
}
