/// The parts of a PNG file's header a test checks.
struct PNGHeader: Equatable {
    var width: Int
    var height: Int

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Reads the signature and the IHDR chunk (which must come first); nil when they are not there.
    init?(_ bytes: [UInt8]) {
        guard bytes.count >= 33, Array(bytes[0..<8]) == Self.signature, Array(bytes[12..<16]) == Array("IHDR".utf8)
        else { return nil }
        func big(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        width = big(16)
        height = big(20)
    }

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
}
