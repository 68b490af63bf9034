import Foundation
import ProofSnapshot

/// `proof review`: reads verify reports (several shards merge), copies the images of every failing
/// and new snapshot into the output folder and writes an offline page to review and approve them.
struct ReviewCommand {
    /// The parsed arguments.
    let options: ReviewOptions
    /// The folder relative paths are resolved against.
    let workingDirectory: String

    /// Writes the review and prints where; returns the exit status.
    func run(output: (String) -> Void) throws(CLIError) -> Int32 {
        var entries: [String: ReviewEntry] = [:]
        let sources = try reports()
        for (path, report) in sources {
            let base = (path as NSString).deletingLastPathComponent
            for snapshot in report.snapshots where snapshot.status != .matched {
                entries[snapshot.name] = ReviewEntry(
                    snapshot: snapshot, precision: report.precision, perceptualPrecision: report.perceptualPrecision,
                    locate: { Self.locate($0, goldenRoot: report.goldenRoot, reportFolder: base) })
            }
        }
        let out = Paths.resolve(options.out, in: workingDirectory)
        var ordered = entries.values.sorted { $0.name < $1.name }
        for index in ordered.indices {
            try ordered[index].copyImages(into: out, number: index + 1)
        }
        let page = ReviewPage.html(entries: ordered, reports: sources.count)
        do { try AtomicFile.write(page, to: out + "/index.html") } catch {
            throw .outputFailed("cannot write \(out)/index.html: \(error.description)")
        }
        output("review: \(ordered.count) snapshot(s) to review from \(sources.count) report(s): \(out)/index.html")
        return 0
    }

    /// The reports with their paths: each `--from` file, and the `*.json` reports in each `--from`
    /// folder (other JSON files there are skipped), each decoded once.
    private func reports() throws(CLIError) -> [(path: String, report: GoldenReport)] {
        var found: [(path: String, report: GoldenReport)] = []
        for source in options.sources {
            let path = Paths.resolve(source, in: workingDirectory)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw .unreadableFile(path: source, reason: "no such file or folder")
            }
            if !isFolder.boolValue {
                found.append((path, try Self.decode(path)))
                continue
            }
            let inFolder = (FileManager.default.enumerator(atPath: path)?.compactMap { $0 as? String } ?? [])
                .filter { $0.hasSuffix(".json") && !$0.hasSuffix(".proof-hashes.json") }
                .sorted()
                .compactMap { name -> (path: String, report: GoldenReport)? in
                    let file = path + "/" + name
                    return (try? Self.decode(file)).map { (file, $0) }
                }
            guard !inFolder.isEmpty else {
                throw .unreadableFile(
                    path: source, reason: "the folder holds no report of 'proof verify --report-json'")
            }
            found += inFolder
        }
        return found
    }

    /// The report in `path`.
    private static func decode(_ path: String) throws(CLIError) -> GoldenReport {
        let bytes: [UInt8]
        do { bytes = try AtomicFile.read(path) } catch { throw .unreadableFile(path: path, reason: error.description) }
        do { return try JSONDecoder().decode(GoldenReport.self, from: Data(bytes)) } catch {
            throw .invalidReport(path: path, reason: "\(error)")
        }
    }

    /// Where the file at `relative` (a report path, relative to the golden root) is now: under the
    /// golden root as the report names it, else beside the report (a CI job's artifacts unpacked
    /// elsewhere), else nil.
    static func locate(_ relative: String, goldenRoot: String, reportFolder: String) -> String? {
        let candidates =
            relative.hasPrefix("/")
            ? [relative]
            : [
                Paths.resolve(goldenRoot, in: reportFolder) + "/" + relative, reportFolder + "/" + relative,
                reportFolder + "/" + (goldenRoot as NSString).lastPathComponent + "/" + relative,
            ]
        return candidates.first { FileManager.default.fileExists(atPath: $0) }
    }
}
