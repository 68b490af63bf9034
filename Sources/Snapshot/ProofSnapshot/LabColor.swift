#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A CIELAB colour (D65 reference white) and the CIE 1994 colour difference used by
/// `perceptualPrecision`.
public struct LabColor: Hashable, Sendable {
    /// Lightness, 0 (black) to 100 (white).
    public var l: Double
    /// Green (negative) to red (positive).
    public var a: Double
    /// Blue (negative) to yellow (positive).
    public var b: Double

    /// Creates a colour from its coordinates.
    public init(l: Double, a: Double, b: Double) {
        self.l = l
        self.a = a
        self.b = b
    }

    /// Converts an opaque sRGB-encoded colour: sRGB transfer function to linear light, the
    /// IEC 61966-2-1 matrix to CIE XYZ (D65), then CIELAB relative to D65 (0.95047, 1, 1.08883).
    public init(sRGBRed red: UInt8, green: UInt8, blue: UInt8) {
        let r = LabColor.linear[Int(red)]
        let g = LabColor.linear[Int(green)]
        let b = LabColor.linear[Int(blue)]
        let x = 0.4124564 * r + 0.3575761 * g + 0.1804375 * b
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
        let z = 0.0193339 * r + 0.1191920 * g + 0.9503041 * b
        let fx = LabColor.f(x / 0.95047)
        let fy = LabColor.f(y)
        let fz = LabColor.f(z / 1.08883)
        self.init(l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
    }

    /// Converts a premultiplied RGBA8 pixel after compositing it over opaque white in sRGB-encoded
    /// values (channel + 255 − alpha, as the canvas blends), so translucent pixels are compared as
    /// they look on a white page and every fully transparent pixel is white.
    public init(premultipliedRed red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        let cover = 255 - Int(alpha)
        self.init(
            sRGBRed: UInt8(min(255, Int(red) + cover)), green: UInt8(min(255, Int(green) + cover)),
            blue: UInt8(min(255, Int(blue) + cover)))
    }

    /// CIE 1994 colour difference ΔE*94 of `sample` from `reference`, with the graphic-arts weights
    /// (kL = kC = kH = 1, K1 = 0.045, K2 = 0.015). Not symmetric: the weights use the reference's
    /// chroma. 0 means equal; about 2 is a just noticeable difference.
    public static func deltaE94(reference: LabColor, sample: LabColor) -> Double {
        let c1 = (reference.a * reference.a + reference.b * reference.b).squareRoot()
        let c2 = (sample.a * sample.a + sample.b * sample.b).squareRoot()
        let dl = reference.l - sample.l
        let dc = c1 - c2
        let da = reference.a - sample.a
        let db = reference.b - sample.b
        let dh2 = max(0, da * da + db * db - dc * dc)
        let sc = 1 + 0.045 * c1
        let sh = 1 + 0.015 * c1
        return (dl * dl + (dc / sc) * (dc / sc) + dh2 / (sh * sh)).squareRoot()
    }

    /// sRGB-encoded 8-bit value → linear light in 0...1.
    private static let linear: [Double] = (0...255).map { value in
        let c = Double(value) / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    /// The CIELAB companding function.
    private static func f(_ t: Double) -> Double {
        let delta = 6.0 / 29
        return t > delta * delta * delta ? cbrt(t) : t / (3 * delta * delta) + 4.0 / 29
    }
}
