/// Runs work over many items in two stages, reporting each completion on the main actor (where the
/// progress line lives) and keeping results in item order.
///
/// `prepare` runs on the main actor, one item at a time (a view's layout must run there), up to
/// `2 × jobs` items ahead; `jobs` workers on the cooperative pool take prepared items from a
/// `Handoff` and run `work`. So the main actor lays out the next images while the cores draw, and
/// a worker that finishes takes the next image at once. (With one task per image scheduled from
/// the main actor, each worker slept until the main actor finished its current layout; on two
/// cores the workers idled a third of the time.)
@MainActor enum ParallelRun {
    /// `work` on every item after `prepare`, at most `jobs` works at a time; `finished` is told the
    /// count done after each.
    static func map<Item: Sendable, Result: Sendable>(
        _ items: [Item], jobs: Int, finished: (Int) -> Void,
        prepare: @escaping @MainActor @Sendable (Item) -> Item,
        work body: @escaping @Sendable (Item) async -> Result
    ) async -> [Result] {
        guard !items.isEmpty else { return [] }
        let jobs = min(max(1, jobs), items.count)
        let queue = Handoff<(index: Int, item: Item)>(capacity: 16 * jobs)
        let (completions, completed) = AsyncStream.makeStream(of: Void.self)
        return await withTaskGroup(of: [(Int, Result)].self) { group in
            let produce: @MainActor @Sendable () async -> [(Int, Result)] = {
                for (index, item) in items.enumerated() { await queue.put((index, prepare(item))) }
                queue.close()
                return []
            }
            group.addTask(operation: produce)
            for _ in 0..<jobs {
                group.addTask {
                    var done: [(Int, Result)] = []
                    while let (index, item) = await queue.take() {
                        done.append((index, await body(item)))
                        completed.yield()
                    }
                    return done
                }
            }
            var count = 0
            for await _ in completions {
                count += 1
                finished(count)
                if count == items.count { break }
            }
            completed.finish()
            var results = [Result?](repeating: nil, count: items.count)
            for await part in group {
                for (index, result) in part { results[index] = result }
            }
            return results.map { $0! }
        }
    }
}
