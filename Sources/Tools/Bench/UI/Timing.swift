import Dispatch

/// Medians of repeated timings, in milliseconds.
enum Timing {
    /// The median of `samples`.
    static func median(_ samples: [Double]) -> Double { samples.sorted()[samples.count / 2] }

    /// The median time of `reps` runs of `body` after one untimed warm-up run.
    static func milliseconds(_ reps: Int, _ body: () throws -> Void) rethrows -> Double {
        try body()
        var samples: [Double] = []
        for _ in 0..<reps {
            let t0 = DispatchTime.now().uptimeNanoseconds
            try body()
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e6)
        }
        return median(samples)
    }
}
