import Raster

/// A straight (not premultiplied) sRGB colour with 8-bit channels: what the scene file stores as
/// `[r, g, b, a]` with each channel in 0...255.
struct RGBA8: Hashable, Sendable {
    /// Red.
    var r: UInt8
    /// Green.
    var g: UInt8
    /// Blue.
    var b: UInt8
    /// Opacity (255 is opaque).
    var a: UInt8

    /// Creates a colour from its channels.
    init(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// The Raster colour with the same straight components.
    var color: Color {
        Color(r8: r, g8: g, b8: b, a8: a)
    }

    /// The colour with red, green and blue scaled by `factor` (0...1), same opacity.
    func darkened(_ factor: Double) -> RGBA8 {
        func s(_ v: UInt8) -> UInt8 { UInt8((Double(v) * factor).rounded()) }
        return RGBA8(s(r), s(g), s(b), a)
    }
}

extension RGBA8: Codable {
    /// Decodes `[r, g, b, a]`; channels may be any JSON number in 0...255 and are rounded to the
    /// nearest integer, ties to even, as the Python reference does with `round()`.
    init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        let v = try c.decode([Double].self)
        guard v.count == 4, v.allSatisfy({ $0 >= 0 && $0 <= 255 }) else {
            throw DecodingError.dataCorruptedError(
                in: c, debugDescription: "colour must be [r, g, b, a] with each channel in 0...255, got \(v)")
        }
        let b = v.map { UInt8($0.rounded(.toNearestOrEven)) }
        self.init(b[0], b[1], b[2], b[3])
    }

    /// Encodes `[r, g, b, a]`.
    func encode(to encoder: any Encoder) throws {
        var c = encoder.unkeyedContainer()
        try c.encode(r)
        try c.encode(g)
        try c.encode(b)
        try c.encode(a)
    }
}
