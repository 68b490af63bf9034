import Foundation
import ProofArguments
import ProofSnapshot

/// `proof record`: renders the selected images (or those of an accept list) in parallel and writes
/// each as its golden unless it already has those pixels, then writes the hash manifest.
@MainActor struct RecordCommand {
    /// The parsed arguments.
    let options: GoldenOptions
    /// The catalogs whose images are recorded.
    let catalogs: [Catalog]
    /// The folder relative paths are resolved against.
    let workingDirectory: String
    /// How progress is shown.
    let progress: ProgressDisplay

    /// Records, printing each golden written to `output`; returns the exit status (0 or 1).
    func run(output: (String) -> Void) async throws(CLIError) -> Int32 {
        let plan = GoldenPlan(catalogs: catalogs, goldenRoot: options.goldenRoot, workingDirectory: workingDirectory)
        try plan.checkRoot(given: options.goldenRoot, mayCreate: true)
        let selected: [PlannedImage]
        if let path = options.accepted {
            selected = try plan.select(accepted: readAcceptList(path), path: path)
        } else {
            selected = try plan.select(options.selection, shard: options.shard)
        }
        let store = plan.store
        let loaded = GoldenManifest.load(from: store)
        var line = ProgressLine(display: progress, verb: "record", total: selected.count)
        let start = ContinuousClock.now
        let results = await ParallelRun.map(
            selected, jobs: options.jobs ?? ProcessInfo.processInfo.activeProcessorCount,
            finished: { line.update(done: $0, output: output) },
            prepare: { $0.prepared() },
            work: { planned -> Result<GoldenStore.Recording, GoldenStoreError> in
                do throws(GoldenStoreError) {
                    return .success(try await store.record(planned.image, manifest: loaded))
                } catch {
                    return .failure(error)
                }
            })
        line.finish()
        let elapsed = ContinuousClock.now - start
        // Read again: another run (a shard) may have written it meanwhile; its entries are kept.
        let latest = GoldenManifest.load(from: store)
        var manifest = latest ?? GoldenManifest()
        var written = 0
        var failed = 0
        for (planned, result) in zip(selected, results) {
            switch result {
            case .success(let recording):
                manifest.goldens[planned.image.goldenPath] = recording.entry
                if recording.written {
                    written += 1
                    output("recorded \(planned.image.goldenPath)")
                }
            case .failure(let error):
                failed += 1
                output("failed \(planned.image.name): \(Command.oneLine(error.description))")
            }
        }
        // Entries of goldens that are gone (pruned, renamed) would only grow the file.
        manifest.goldens = manifest.goldens.filter { FileManager.default.fileExists(atPath: store.path(of: $0.key)) }
        if manifest != latest {
            do { try manifest.write(to: store) } catch { throw .golden(error.description) }
        }
        let ms = VerifyCommand.milliseconds(elapsed)
        let rate = ms > 0 ? Double(selected.count) * 1000 / ms : 0
        output(
            "record: \(selected.count) images in \(String(format: "%.2f s, %.0f images/s", ms / 1000, rate)): "
                + "\(written) written, \(selected.count - written - failed) unchanged, \(failed) failed")
        return failed == 0 ? 0 : 1
    }

    private func readAcceptList(_ path: String) throws(CLIError) -> GoldenAcceptList {
        let full = Paths.resolve(path, in: workingDirectory)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw .unreadableFile(path: path, reason: isDirectory.boolValue ? "it is a folder" : "no such file")
        }
        let bytes: [UInt8]
        do { bytes = try AtomicFile.read(full) } catch { throw .unreadableFile(path: path, reason: error.description) }
        do { return try GoldenAcceptList.decode(bytes) } catch {
            throw .invalidAcceptList(path: path, reason: error.reason)
        }
    }
}
