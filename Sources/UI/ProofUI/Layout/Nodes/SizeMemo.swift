/// The sizes a node chose, by proposal, and the proposal each size was last chosen for.
///
/// A node is asked a handful of proposals in one render (one to four, nearly always), so a
/// linear search of a few inline entries beats a dictionary: no hashing, and no allocation until
/// a fifth proposal (measured: the two dictionaries this replaces took about an eighth of
/// `ViewRenderer.displayList`'s time in `Scripts/bench-ui`).
struct SizeMemo {
    private struct Entry {
        var proposal: ProposedViewSize
        var size: CGSize
        /// When this entry was last asked (a counter), so that `proposal(for:)` finds the latest.
        var stamp: Int
    }

    private var inline: (Entry?, Entry?, Entry?, Entry?) = (nil, nil, nil, nil)
    private var overflow: [Entry] = []
    private var clock = 0

    /// The size memoised for `proposal`, marking it as the latest use of its size.
    mutating func size(for proposal: ProposedViewSize) -> CGSize? {
        clock += 1
        if let e = inline.0, e.proposal == proposal {
            inline.0!.stamp = clock
            return e.size
        }
        if let e = inline.1, e.proposal == proposal {
            inline.1!.stamp = clock
            return e.size
        }
        if let e = inline.2, e.proposal == proposal {
            inline.2!.stamp = clock
            return e.size
        }
        if let e = inline.3, e.proposal == proposal {
            inline.3!.stamp = clock
            return e.size
        }
        if let i = overflow.firstIndex(where: { $0.proposal == proposal }) {
            overflow[i].stamp = clock
            return overflow[i].size
        }
        return nil
    }

    /// Memoises `size` for `proposal` (not yet memoised).
    mutating func insert(_ size: CGSize, for proposal: ProposedViewSize) {
        clock += 1
        let entry = Entry(proposal: proposal, size: size, stamp: clock)
        if inline.0 == nil {
            inline.0 = entry
        } else if inline.1 == nil {
            inline.1 = entry
        } else if inline.2 == nil {
            inline.2 = entry
        } else if inline.3 == nil {
            inline.3 = entry
        } else {
            overflow.append(entry)
        }
    }

    /// The proposal `size` was last chosen for, or nil when the node never chose it.
    func proposal(for size: CGSize) -> ProposedViewSize? {
        var best: Entry?
        func consider(_ entry: Entry?) {
            if let entry, entry.size == size, entry.stamp > (best?.stamp ?? -1) { best = entry }
        }
        consider(inline.0)
        consider(inline.1)
        consider(inline.2)
        consider(inline.3)
        for entry in overflow { consider(entry) }
        return best?.proposal
    }
}
