/// Runs work over many items with a bounded number at once, reporting each completion on the main
/// actor (where the progress line lives) and keeping results in item order.
@MainActor enum ParallelRun {
    /// `work` on every item, at most `jobs` at a time; `finished` is told the count done after each.
    static func map<Item: Sendable, Result: Sendable>(
        _ items: [Item], jobs: Int, finished: (Int) -> Void, work body: @escaping @Sendable (Item) async -> Result
    ) async -> [Result] {
        var results = [Result?](repeating: nil, count: items.count)
        await withTaskGroup(of: (Int, Result).self) { group in
            var next = 0
            while next < min(max(1, jobs), items.count) {
                let (index, item) = (next, items[next])
                group.addTask { (index, await body(item)) }
                next += 1
            }
            var done = 0
            while let (index, result) = await group.next() {
                results[index] = result
                done += 1
                finished(done)
                if next < items.count {
                    let (index, item) = (next, items[next])
                    group.addTask { (index, await body(item)) }
                    next += 1
                }
            }
        }
        return results.map { $0! }
    }
}
