import Foundation

#if !PROOF_FUZZING

    /// Without libFuzzer (a normal build): `proof-fuzz <target> <file or folder>…` runs the target on
    /// each file, as the regression test of the corpus and of every crash found, and prints how many
    /// inputs it accepted. (A fuzzing build, `Scripts/fuzz`, takes its `main` from libFuzzer.)
    @main
    enum ReplayCommand {
        static func main() {
            var arguments = Array(CommandLine.arguments.dropFirst())
            let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
            guard !arguments.isEmpty, let target = FuzzTarget(rawValue: arguments.removeFirst()) else {
                FileHandle.standardError.write(Data("usage: proof-fuzz <\(names)> <file or folder>...\n".utf8))
                exit(2)
            }
            var files: [String] = []
            for argument in arguments {
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: argument, isDirectory: &isFolder) else {
                    FileHandle.standardError.write(Data("proof-fuzz: no such file or folder: \(argument)\n".utf8))
                    exit(2)
                }
                if isFolder.boolValue {
                    let names = (try? FileManager.default.contentsOfDirectory(atPath: argument)) ?? []
                    files += names.sorted().map { argument + "/" + $0 }
                } else {
                    files.append(argument)
                }
            }
            var accepted = 0
            for file in files {
                let bytes = [UInt8](FileManager.default.contents(atPath: file) ?? Data())
                if MainActor.assumeIsolated({ target.run(bytes) }) { accepted += 1 }
            }
            print("proof-fuzz \(target.rawValue): \(files.count) inputs, \(accepted) accepted, no crash")
        }
    }
#else
    /// libFuzzer's driver (linked by `-sanitize=fuzzer`), run from our own `main`: SwiftPM renames an
    /// executable's entry point, so libFuzzer's `main` would never be linked.
    @_silgen_name("LLVMFuzzerRunDriver")
    func libFuzzerRunDriver(
        _ argc: UnsafeMutablePointer<Int32>,
        _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
        _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
    ) -> Int32

    /// A fuzzing build (`Scripts/fuzz`): libFuzzer's command line, on the target `PROOF_FUZZ_TARGET`
    /// names.
    @main
    enum FuzzCommand {
        static func main() {
            _ = FuzzEntry.target
            var argc = CommandLine.argc
            var argv = CommandLine.unsafeArgv
            exit(libFuzzerRunDriver(&argc, &argv) { data, size in fuzzOneInput(data, size) })
        }
    }
#endif
