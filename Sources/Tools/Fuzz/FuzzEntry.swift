import Foundation

/// libFuzzer's entry point: the target named by `PROOF_FUZZ_TARGET` on one input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let target = FuzzEntry.target
    MainActor.assumeIsolated { _ = target.run(bytes) }
    return 0
}

/// The target this process fuzzes, read once from `PROOF_FUZZ_TARGET`.
enum FuzzEntry {
    static let target: FuzzTarget = {
        let name = ProcessInfo.processInfo.environment["PROOF_FUZZ_TARGET"] ?? ""
        guard let target = FuzzTarget(rawValue: name) else {
            let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
            FileHandle.standardError.write(Data("proof-fuzz: set PROOF_FUZZ_TARGET to one of \(names)\n".utf8))
            exit(2)
        }
        return target
    }()
}
