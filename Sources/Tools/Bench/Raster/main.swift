import Foundation

// proof-bench: Proof's side of the rasterizer benchmark (see Scripts/bench and BenchCLI).
exit(BenchCLI.main(Array(CommandLine.arguments.dropFirst())))
