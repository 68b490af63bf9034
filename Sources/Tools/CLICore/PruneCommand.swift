import ProofSnapshot

/// `proof prune`: removes the goldens in the catalogs' golden folders that no image renders,
/// artifacts (`.actual.png`, `.diff.png`) left for images that are gone and the temporary files of
/// interrupted writes; updates the manifest.
@MainActor struct PruneCommand {
    /// The parsed arguments.
    let options: GoldenOptions
    /// The catalogs whose images are kept.
    let catalogs: [Catalog]
    /// The folder relative paths are resolved against.
    let workingDirectory: String

    /// Removes (or, with `--dry-run`, lists) the orphans, one line each on `output`.
    func run(output: (String) -> Void) throws(CLIError) {
        let plan = GoldenPlan(catalogs: catalogs, goldenRoot: options.goldenRoot, workingDirectory: workingDirectory)
        try plan.checkRoot(given: options.goldenRoot, mayCreate: false)
        let store = plan.store
        let orphans = store.orphans(of: plan.images)
        let temporaries = store.interruptedWrites(of: plan.images)
        let files = orphans + store.orphanArtifacts(of: plan.images) + temporaries
        for file in files.sorted() {
            if options.dryRun {
                output("would remove \(file)")
            } else {
                do { try store.remove(file) } catch { throw .golden(error.description) }
                output("removed \(file)")
            }
        }
        if !options.dryRun, var manifest = GoldenManifest.load(from: store) {
            let before = manifest.goldens.count
            for orphan in orphans { manifest.goldens[orphan] = nil }
            if manifest.goldens.count != before {
                do { try manifest.write(to: store) } catch { throw .golden(error.description) }
            }
        }
        let verb = options.dryRun ? "would remove" : "removed"
        let artifacts = files.count - orphans.count - temporaries.count
        let interrupted = temporaries.isEmpty ? "" : " and \(temporaries.count) temporary files of interrupted writes"
        output(
            files.isEmpty
                ? "prune: no orphans under \(store.root)"
                : "prune: \(verb) \(orphans.count) orphan goldens and \(artifacts) stray artifacts\(interrupted)")
    }
}
