import Foundation

/// The progress of a run over `total` images: count, rate and time left, shown as `display` asks.
@MainActor struct ProgressLine {
    /// How it is shown.
    let display: ProgressDisplay
    /// `verify` or `record`, at the start of each line.
    let verb: String
    /// Images in the run.
    let total: Int
    private let start = ContinuousClock.now
    private var lastShown: ContinuousClock.Instant?
    private var tenthsShown = 0
    private var shownOnTerminal = false

    init(display: ProgressDisplay, verb: String, total: Int) {
        self.display = display
        self.verb = verb
        self.total = total
    }

    /// The line for `done` of `total` images after `elapsed`: `verify 523/1830 (28%) 2950 images/s, 0.4 s left`.
    static func text(verb: String, done: Int, total: Int, elapsed: Duration) -> String {
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let rate = seconds > 0 ? Double(done) / seconds : 0
        let percent = total > 0 ? done * 100 / total : 100
        var line = "\(verb) \(done)/\(total) (\(percent)%)"
        if rate > 0 {
            line += String(format: " %.0f images/s", rate)
            line += done < total ? String(format: ", %.1f s left", Double(total - done) / rate) : ""
        }
        return line
    }

    /// Shows that `done` images are finished, if it is time to (`.lines` go to `output`).
    mutating func update(done: Int, output: (String) -> Void) {
        let now = ContinuousClock.now
        switch display {
        case .none: return
        case .lines:
            let tenths = total > 0 ? done * 10 / total : 10
            guard tenths > tenthsShown else { return }
            tenthsShown = tenths
            output(Self.text(verb: verb, done: done, total: total, elapsed: now - start))
        case .terminal:
            if done < total, let lastShown, now - lastShown < .milliseconds(100) { return }
            lastShown = now
            shownOnTerminal = true
            let line = Self.text(verb: verb, done: done, total: total, elapsed: now - start)
            FileHandle.standardOutput.write(Data("\r\(line)\u{1B}[K".utf8))
        }
    }

    /// Clears the terminal line, so that what follows starts on a clean line.
    func finish() {
        if shownOnTerminal { FileHandle.standardOutput.write(Data("\r\u{1B}[K".utf8)) }
    }
}
