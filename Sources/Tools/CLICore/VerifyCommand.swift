import Foundation
import ProofArguments
import ProofSnapshot

/// `proof verify`: renders the selected images in parallel, compares each with its golden, reports
/// failures and orphans, writes the reports asked for and returns 0 when every image matched.
@MainActor struct VerifyCommand {
    /// The parsed arguments.
    let options: GoldenOptions
    /// The catalogs whose images are verified.
    let catalogs: [Catalog]
    /// The folder relative paths are resolved against.
    let workingDirectory: String
    /// How progress is shown.
    let progress: ProgressDisplay

    /// Runs the verification, printing to `output`; returns the exit status (0 or 1).
    func run(output: (String) -> Void) async throws(CLIError) -> Int32 {
        let plan = GoldenPlan(catalogs: catalogs, goldenRoot: options.goldenRoot, workingDirectory: workingDirectory)
        try plan.checkRoot(given: options.goldenRoot, mayCreate: false)
        let selected = try plan.select(options.selection, shard: options.shard)
        let store = plan.store
        let manifest = GoldenManifest.load(from: store)
        let tolerance = options.tolerance
        var line = ProgressLine(display: progress, verb: "verify", total: selected.count)
        let start = ContinuousClock.now
        let snapshots = await ParallelRun.map(
            selected, jobs: options.jobs ?? ProcessInfo.processInfo.activeProcessorCount,
            finished: { line.update(done: $0, output: output) },
            prepare: { $0.prepared() },
            work: { planned in
                await Self.check(planned, store: store, tolerance: tolerance, manifest: manifest, plan: plan)
            })
        line.finish()
        let elapsed = ContinuousClock.now - start
        let report = GoldenReport(
            command: "verify", goldenRoot: store.root,
            shard: options.shard.map { GoldenReport.Shard(index: $0.index, count: $0.count) },
            // Through the decimal text, so that 0.98 is reported as 0.98, not 0.9800000190734863.
            precision: Double("\(tolerance.precision)") ?? 1,
            perceptualPrecision: Double("\(tolerance.perceptualPrecision)") ?? 1,
            snapshots: snapshots, orphans: store.orphans(of: plan.images), milliseconds: Self.milliseconds(elapsed))
        for failure in report.failures { output(Self.line(for: failure)) }
        for orphan in report.orphans {
            output("orphan \(orphan): no image renders it ('proof prune' removes it)")
        }
        output(Self.summary(of: report, hashed: manifest != nil))
        if let path = options.reportJSON { try write(ReportFiles.json(report), to: path, what: "JSON report") }
        if let path = options.junit { try write(ReportFiles.junit(report), to: path, what: "JUnit report") }
        return report.failures.isEmpty ? 0 : 1
    }

    /// Renders and compares one image; every outcome, failures included, becomes a report entry.
    nonisolated static func check(
        _ planned: PlannedImage, store: GoldenStore, tolerance: Tolerance, manifest: GoldenManifest?, plan: GoldenPlan
    ) async -> GoldenReport.Snapshot {
        let image = planned.image
        let start = ContinuousClock.now
        var entry = GoldenReport.Snapshot(
            name: image.name, catalog: planned.catalog, status: .matched, goldenPath: image.goldenPath, milliseconds: 0)
        do {
            let verdict = try await store.verify(
                image, precision: tolerance.precision, perceptualPrecision: tolerance.perceptualPrecision,
                manifest: manifest)
            entry.message = verdict.message(
                precision: tolerance.precision, recordCommand: "proof record --only \(image.name)")
            switch verdict {
            case .matches: break
            case .missing(_, let actual):
                entry.status = .missing
                entry.actualPath = plan.relative(actual)
            case .differs(_, let comparison, let actual, let diff):
                entry.status = .differs
                entry.differingPixels = comparison.differingPixelCount
                entry.maxDeltaE = (comparison.maxDeltaE94 * 1000).rounded() / 1000
                entry.actualPath = plan.relative(actual)
                entry.diffPath = plan.relative(diff)
            case .undecodable(_, _, let actual):
                entry.status = .failed
                entry.actualPath = plan.relative(actual)
            }
        } catch {
            entry.status = .failed
            entry.message = error.description
        }
        entry.milliseconds = milliseconds(ContinuousClock.now - start)
        return entry
    }

    /// One line per failing snapshot: status, name and where to look.
    static func line(for snapshot: GoldenReport.Snapshot) -> String {
        switch snapshot.status {
        case .differs:
            let pixels = snapshot.differingPixels ?? 0
            let deltaE = String(format: "%.2f", snapshot.maxDeltaE ?? 0)
            return "differs \(snapshot.name): \(pixels) pixels differ, max ΔE94 \(deltaE); "
                + "diff: \(snapshot.diffPath ?? "")"
        case .missing: return "missing \(snapshot.name): no golden; rendering: \(snapshot.actualPath ?? "")"
        case .failed: return "failed \(snapshot.name): \(Command.oneLine(snapshot.message ?? "failed"))"
        case .matched: return "matched \(snapshot.name)"
        }
    }

    /// `verify: 1830 images (shard 1/2) in 0.61 s, 3000 images/s: 1829 matched, 1 differs, …`.
    static func summary(of report: GoldenReport, hashed: Bool) -> String {
        let shard = report.shard.map { " (shard \($0.index)/\($0.count))" } ?? ""
        let counts = GoldenReport.Status.allCases.map { "\(report.count($0)) \($0.rawValue)" }.joined(separator: ", ")
        let timing = String(
            format: "%.2f s, %.0f images/s", report.totals.milliseconds / 1000, report.totals.snapshotsPerSecond)
        let orphans = report.orphans.isEmpty ? "" : "; \(report.orphans.count) orphan goldens"
        let manifest = hashed ? "" : " (no hash manifest: every golden decoded; 'proof record' writes one)"
        return "verify: \(report.totals.snapshots) images\(shard) in \(timing): \(counts)\(orphans)\(manifest)"
    }

    private func write(_ text: String, to path: String, what: String) throws(CLIError) {
        do { try AtomicFile.write(text, to: Paths.resolve(path, in: workingDirectory)) } catch {
            throw .outputFailed("cannot write the \(what): \(error)")
        }
    }

    nonisolated static func milliseconds(_ duration: Duration) -> Double {
        let ms = Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
        return (ms * 1000).rounded() / 1000
    }
}
