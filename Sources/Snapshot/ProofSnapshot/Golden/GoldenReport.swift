/// The outcome of one `proof verify` run as data: written by `--report-json`
/// and read by review tools, so that the runs of several shards can be merged. Paths are relative
/// to `goldenRoot`, so a report travels with the golden folder it describes (as CI artifacts).
public struct GoldenReport: Codable, Sendable, Equatable {
    /// How one snapshot came out.
    public enum Status: String, Codable, Sendable, CaseIterable {
        /// The rendering has the golden's pixels (within the tolerances).
        case matched
        /// The pixels differ beyond the tolerances; `actualPath` and `diffPath` show how.
        case differs
        /// There is no golden; `actualPath` holds the rendering.
        case missing
        /// The image could not be rendered, or its golden could not be read or decoded.
        case failed
    }

    /// One snapshot: a catalog image checked (or recorded) against its golden.
    public struct Snapshot: Codable, Sendable, Equatable {
        /// The image name (its golden path without `.png`).
        public var name: String
        /// The catalog the image belongs to.
        public var catalog: String
        /// How it came out.
        public var status: Status
        /// Pixels whose bytes differ (when the golden was compared and the sizes allow it), else nil.
        public var differingPixels: Int?
        /// The largest ΔE*94 of a differing pixel, or nil when not compared.
        public var maxDeltaE: Double?
        /// The golden, relative to the golden root.
        public var goldenPath: String
        /// The rendering written beside the golden, when there is one.
        public var actualPath: String?
        /// The reference | difference | new strip, when there is one.
        public var diffPath: String?
        /// Drawing and comparison time, in milliseconds (a view's layout runs beforehand on the main actor,
        /// overlapping other images' drawing, and is not counted).
        public var milliseconds: Double
        /// What went wrong, for anything but a match; nil otherwise.
        public var message: String?

        /// A snapshot entry.
        public init(
            name: String, catalog: String, status: Status, differingPixels: Int? = nil, maxDeltaE: Double? = nil,
            goldenPath: String, actualPath: String? = nil, diffPath: String? = nil, milliseconds: Double,
            message: String? = nil
        ) {
            self.name = name
            self.catalog = catalog
            self.status = status
            self.differingPixels = differingPixels
            self.maxDeltaE = maxDeltaE
            self.goldenPath = goldenPath
            self.actualPath = actualPath
            self.diffPath = diffPath
            self.milliseconds = milliseconds
            self.message = message
        }
    }

    /// The counts of a run.
    public struct Totals: Codable, Sendable, Equatable {
        /// Snapshots in the run (this shard's).
        public var snapshots: Int
        /// Snapshots of each status, by status name (every status, 0 included).
        public var byStatus: [String: Int]
        /// Orphan goldens found.
        public var orphans: Int
        /// Wall-clock time of the run, in milliseconds.
        public var milliseconds: Double
        /// Snapshots per second over the run.
        public var snapshotsPerSecond: Double
    }

    /// Which shard of the sorted selection a run covered (`--shard index/count`).
    public struct Shard: Codable, Sendable, Equatable {
        /// 1-based shard number.
        public var index: Int
        /// How many shards the selection was split into.
        public var count: Int

        /// Shard `index` of `count`.
        public init(index: Int, count: Int) {
            self.index = index
            self.count = count
        }
    }

    /// The format version (1).
    public var version: Int
    /// The command that wrote it: `verify`.
    public var command: String
    /// The golden root paths are relative to, as the run resolved it.
    public var goldenRoot: String
    /// The shard, or nil when the run covered the whole selection.
    public var shard: Shard?
    /// The `precision` the comparisons ran with (1: every pixel must match).
    public var precision: Double
    /// The `perceptualPrecision` the comparisons ran with (1: exact colours).
    public var perceptualPrecision: Double
    /// The counts.
    public var totals: Totals
    /// One entry per snapshot, sorted by name.
    public var snapshots: [Snapshot]
    /// Goldens in the catalogs' golden folders that no image renders (relative paths).
    public var orphans: [String]

    /// A report of `snapshots` (sorted by name here) with totals computed from them.
    public init(
        command: String, goldenRoot: String, shard: Shard?, precision: Double, perceptualPrecision: Double,
        snapshots: [Snapshot], orphans: [String], milliseconds: Double
    ) {
        version = 1
        self.command = command
        self.goldenRoot = goldenRoot
        self.shard = shard
        self.precision = precision
        self.perceptualPrecision = perceptualPrecision
        self.snapshots = snapshots.sorted { $0.name < $1.name }
        self.orphans = orphans
        var byStatus = Dictionary(uniqueKeysWithValues: Status.allCases.map { ($0.rawValue, 0) })
        for snapshot in snapshots { byStatus[snapshot.status.rawValue, default: 0] += 1 }
        totals = Totals(
            snapshots: snapshots.count, byStatus: byStatus, orphans: orphans.count, milliseconds: milliseconds,
            snapshotsPerSecond: milliseconds > 0 ? (Double(snapshots.count) * 10000 / milliseconds).rounded() / 10 : 0)
    }

    /// How many snapshots have `status`.
    public func count(_ status: Status) -> Int { totals.byStatus[status.rawValue] ?? 0 }

    /// The snapshots that did not match: differing, missing and failed ones.
    public var failures: [Snapshot] { snapshots.filter { $0.status != .matched } }
}
