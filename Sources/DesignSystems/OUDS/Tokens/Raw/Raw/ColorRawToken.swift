import ProofUI

/// A colour of the OUDS token tables: sRGB with straight alpha, written `#RRGGBB` or `#RRGGBBAA`.
public struct ColorRawToken: Hashable, Sendable, CustomStringConvertible {
    /// Red, green, blue and alpha packed as `0xRRGGBBAA`.
    public let rgba: UInt32

    /// A colour from `0xRRGGBBAA`.
    public init(rgba: UInt32) { self.rgba = rgba }

    /// An opaque colour from `0xRRGGBB`.
    public init(rgb: UInt32) { rgba = (rgb & 0xFF_FFFF) << 8 | 0xFF }

    /// Parses `#RRGGBB` or `#RRGGBBAA` (the `#` is optional).
    public init(hexadecimalCode code: String) throws(OUDSTokenError) {
        let digits = code.hasPrefix("#") ? String(code.dropFirst()) : code
        guard digits.count == 6 || digits.count == 8, digits.allSatisfy(\.isHexDigit),
            let value = UInt32(digits, radix: 16)
        else {
            throw .invalidHexadecimalColorCode(code)
        }
        self = digits.count == 6 ? ColorRawToken(rgb: value) : ColorRawToken(rgba: value)
    }

    /// Alpha, 0…1.
    public var opacity: Double { Double(rgba & 0xFF) / 255 }

    /// `#RRGGBB` when opaque, else `#RRGGBBAA` (upper case).
    public var description: String {
        let hex = String(rgba, radix: 16, uppercase: true)
        let padded = String(repeating: "0", count: 8 - hex.count) + hex
        return "#" + (rgba & 0xFF == 0xFF ? String(padded.prefix(6)) : padded)
    }

    /// The colour as a ProofUI `Color`.
    public var color: Color { Color(hex: rgba >> 8, opacity: opacity) }
}
