import BuiltInCatalogs
import Foundation
import ProofCLICore

/// `proof verify` of the built-in catalogs run several times in this one process, with the resident
/// memory after each run: once the caches are warm (fonts, glyph masks, text layouts, decoded
/// assets), a run must leave no more memory behind than the one before, so any per-image leak shows
/// as growth. Prints `scene=verify_memory …`; fails when a run fails, when the peak passes
/// `peakLimitMiB` or when the resident memory grows by more than `growthLimitMiB` from the second
/// run to the last.
@MainActor enum VerifyMemoryBench {
    /// Runs `proof verify --golden-root goldenRoot` (plus `--only only`) `runs` times.
    static func run(goldenRoot: String, only: String?, runs: Int, peakLimitMiB: Int, growthLimitMiB: Int)
        async throws(UIBenchFailure)
    {
        var arguments = ["verify", "--golden-root", goldenRoot]
        if let only { arguments += ["--only", only] }
        var resident: [Int] = []
        var summary = ""
        for run in 1...runs {
            var lines: [String] = []
            let status = await ProofCommand.run(
                arguments: arguments, catalogs: BuiltInCatalogs.all, output: { lines.append($0) },
                errors: { lines.append($0) }, progress: .none)
            guard status == 0 else {
                throw UIBenchFailure(
                    description: "verify run \(run) failed: " + lines.suffix(5).joined(separator: "\n"))
            }
            summary = lines.last ?? ""
            resident.append(MemoryStatus.kibibytes(of: "VmRSS"))
        }
        let peak = MemoryStatus.kibibytes(of: "VmHWM")
        let mib = resident.map { String(format: "%.0f", Double($0) / 1024) }.joined(separator: ",")
        let growth = Double((resident.last ?? 0) - resident[min(1, resident.count - 1)]) / 1024
        print(
            String(
                format: "scene=verify_memory runs=%d peak_mib=%.0f growth_mib=%.1f rss_mib=%@ (%@)", runs,
                Double(peak) / 1024, growth, mib, summary))
        if peak > peakLimitMiB * 1024 {
            throw UIBenchFailure(description: "peak resident memory \(peak / 1024) MiB is above \(peakLimitMiB) MiB")
        }
        if growth > Double(growthLimitMiB) {
            throw UIBenchFailure(
                description: String(
                    format: "resident memory grew by %.1f MiB from run 2 to run %d (limit %d MiB): a leak", growth,
                    runs, growthLimitMiB))
        }
    }
}

/// This process's memory figures from `/proc/self/status` (Linux).
enum MemoryStatus {
    /// The value of the `field:` line (`VmRSS`, `VmHWM`) in KiB, or 0 where there is none.
    static func kibibytes(of field: String) -> Int {
        // A /proc file reports a size of 0, so it is read to its end rather than by its size.
        guard let handle = FileHandle(forReadingAtPath: "/proc/self/status") else { return 0 }
        defer { try? handle.close() }
        let text = String(decoding: handle.readDataToEndOfFile(), as: UTF8.self)
        for line in text.split(separator: "\n") where line.hasPrefix(field + ":") {
            // `VmRSS:\t    1748 kB`
            return Int(line.dropFirst(field.count + 1).split(whereSeparator: { $0 == " " || $0 == "\t" }).first ?? "")
                ?? 0
        }
        return 0
    }
}
