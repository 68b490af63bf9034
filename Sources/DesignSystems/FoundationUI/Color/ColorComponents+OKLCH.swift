import Foundation

/// OKLCH, the polar form of Björn Ottosson's Oklab (lightness 0–1, chroma about 0–0.37, hue in
/// degrees), over sRGB with the standard transfer function.
extension ColorComponents {
    /// A colour from OKLCH lightness (0–1), chroma (0 grey, up to about 0.37) and hue (degrees).
    ///
    /// Gamut mapping, as CSS Color 4 specifies it: a colour outside sRGB keeps its lightness (clamped
    /// to 0–1) and hue and loses chroma, by bisection, until clipping the channels moves it less than
    /// one just-noticeable difference (ΔE OK 0.02); the clipped colour is the result. So a colour just
    /// outside (a rounded published value of a primary) is clipped, not desaturated, and one far
    /// outside keeps its hue instead of the hue shift of clipping alone. The result is always in sRGB.
    public static func oklch(lightness: CGFloat, chroma: CGFloat, hue: CGFloat, opacity: CGFloat = 1) -> ColorComponents
    {
        let l = min(max(lightness, 0), 1)
        let linear = mappedToGamut(lightness: l, chroma: max(chroma, 0), hue: hue)
        return ColorComponents(
            red: Self.gammaEncoded(linear.0), green: Self.gammaEncoded(linear.1), blue: Self.gammaEncoded(linear.2),
            opacity: opacity)
    }

    /// CSS Color 4's gamut mapping (binary search on chroma with a ΔE OK tolerance), in linear sRGB.
    static func mappedToGamut(lightness l: CGFloat, chroma c: CGFloat, hue: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
        let origin = linearRGB(lightness: l, chroma: c, hue: hue)
        if inGamut(origin) { return origin }
        if l >= 1 { return (1, 1, 1) }
        if l <= 0 { return (0, 0, 0) }
        let jnd: CGFloat = 0.02
        let epsilon: CGFloat = 0.0001
        func clip(_ x: (CGFloat, CGFloat, CGFloat)) -> (CGFloat, CGFloat, CGFloat) {
            (min(max(x.0, 0), 1), min(max(x.1, 0), 1), min(max(x.2, 0), 1))
        }
        func deltaE(_ x: (CGFloat, CGFloat, CGFloat), _ y: (CGFloat, CGFloat, CGFloat)) -> CGFloat {
            let a = oklab(linear: x)
            let b = oklab(linear: y)
            let (dl, da, db) = (a.l - b.l, a.a - b.a, a.b - b.b)
            return (dl * dl + da * da + db * db).squareRoot()
        }
        var clipped = clip(origin)
        if deltaE(clipped, origin) < jnd { return clipped }
        var low: CGFloat = 0
        var high = c
        var lowInGamut = true
        // At most log2(0.4 / 0.0001) ≈ 12 halvings.
        while high - low > epsilon {
            let middle = (low + high) / 2
            let current = linearRGB(lightness: l, chroma: middle, hue: hue)
            if lowInGamut && inGamut(current) {
                low = middle
                continue
            }
            clipped = clip(current)
            let e = deltaE(clipped, current)
            if e < jnd {
                if jnd - e < epsilon { return clipped }
                lowInGamut = false
                low = middle
            } else {
                high = middle
            }
        }
        return clipped
    }

    /// The colour in OKLCH: lightness 0–1, chroma, hue in degrees [0, 360) (0 for greys).
    public func oklch() -> (lightness: Double, chroma: Double, hue: Double) {
        let (r, g, b) = rgb
        let lab = Self.oklab(linear: (Self.linearized(r), Self.linearized(g), Self.linearized(b)))
        let chroma = (lab.a * lab.a + lab.b * lab.b).squareRoot()
        var degrees = chroma < 1e-9 ? 0 : atan2(lab.b, lab.a) * 180 / .pi
        if degrees < 0 { degrees += 360 }
        return (lab.l, chroma, degrees)
    }

    /// Oklab of linear sRGB (Ottosson's matrices M1, cube root, M2).
    static func oklab(linear c: (CGFloat, CGFloat, CGFloat)) -> (l: CGFloat, a: CGFloat, b: CGFloat) {
        let l = cbrt(0.4122214708 * c.0 + 0.5363325363 * c.1 + 0.0514459929 * c.2)
        let m = cbrt(0.2119034982 * c.0 + 0.6806995451 * c.1 + 0.1073969566 * c.2)
        let s = cbrt(0.0883024619 * c.0 + 0.2817188376 * c.1 + 0.6299787005 * c.2)
        return (
            0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
            1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
            0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s
        )
    }

    /// Linear sRGB of an OKLCH colour (may lie outside 0–1).
    static func linearRGB(lightness: CGFloat, chroma: CGFloat, hue: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
        let radians = hue * .pi / 180
        let a = chroma * cos(radians)
        let b = chroma * sin(radians)
        let l = pow(lightness + 0.3963377774 * a + 0.2158037573 * b, 3)
        let m = pow(lightness - 0.1055613458 * a - 0.0638541728 * b, 3)
        let s = pow(lightness - 0.0894841775 * a - 1.2914855480 * b, 3)
        return (
            4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
            -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
            -0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s
        )
    }

    static func inGamut(_ c: (CGFloat, CGFloat, CGFloat)) -> Bool {
        let epsilon: CGFloat = 1e-9
        func inside(_ x: CGFloat) -> Bool { x >= -epsilon && x <= 1 + epsilon }
        return inside(c.0) && inside(c.1) && inside(c.2)
    }

    /// The sRGB transfer function, decoding.
    static func linearized(_ x: CGFloat) -> CGFloat { x <= 0.04045 ? x / 12.92 : pow((x + 0.055) / 1.055, 2.4) }

    /// The sRGB transfer function, encoding (clamped to 0–1).
    static func gammaEncoded(_ x: CGFloat) -> CGFloat {
        let v = min(max(x, 0), 1)
        return v <= 0.0031308 ? 12.92 * v : 1.055 * pow(v, 1 / 2.4) - 0.055
    }
}
