extension Diffing where Value == String {
    /// Stores text as UTF-8 and reports differences as unified-diff hunks of lines
    /// (`-` reference, `+` new), with three lines of context.
    public static var lines: Diffing {
        Diffing(
            toData: { Array($0.utf8) },
            fromData: { bytes in
                guard let text = String(validating: bytes, as: UTF8.self) else {
                    throw SnapshotError.undecodableData(reason: "the file is not valid UTF-8 text")
                }
                return text
            },
            diff: { reference, actual in
                LineDiff.unified(reference: reference, actual: actual).map { hunks in
                    ("Text differs from the reference (- reference, + new):\n" + hunks, [])
                }
            })
    }
}

extension Snapshotting where Value == String, Format == String {
    /// Text stored in a `.txt` reference and compared line by line.
    public static var lines: Snapshotting {
        Snapshotting(pathExtension: "txt", diffing: .lines)
    }
}
