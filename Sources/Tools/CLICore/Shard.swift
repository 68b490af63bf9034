import ProofArguments

/// `--shard i/n`: the part of a run one CI job takes. The selected images are sorted by name and
/// cut into `count` runs of consecutive names whose sizes differ by at most one: shard `index`
/// (1-based) takes the names from ⌊(index−1)·N/count⌋ up to, not including, ⌊index·N/count⌋. The
/// same selection always gives the same shard, and the shards together take every image once.
public struct Shard: Equatable, Sendable, CustomStringConvertible {
    /// 1-based shard number, at most `count`.
    public let index: Int
    /// How many shards the images are split into.
    public let count: Int

    /// Shard `index` of `count`; nil unless 1 ≤ index ≤ count.
    public init?(index: Int, count: Int) {
        guard count >= 1, (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// The shard's part of `sorted` (already sorted by name).
    public func part<Element>(of sorted: [Element]) -> ArraySlice<Element> {
        let n = sorted.count
        return sorted[(index - 1) * n / count..<index * n / count]
    }

    /// `index/count`.
    public var description: String { "\(index)/\(count)" }

    /// Parses `i/n`: refuses `0/3`, `4/3`, `x` with a reason.
    static let parser = ValueParser<Shard>(expected: "<index>/<count>, like 2/4") { text throws(InvalidValue) in
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
            throw InvalidValue("must be <index>/<count> with whole numbers, like 2/4, not '\(text)'")
        }
        guard count >= 1 else { throw InvalidValue("needs at least one shard, not '\(text)'") }
        guard let shard = Shard(index: index, count: count) else {
            throw InvalidValue("shard numbers go from 1 to \(count), not '\(text)'")
        }
        return shard
    }
}
