import Foundation
import ProofArguments

/// `--tolerance PRECISION[,PERCEPTUAL]`: how close a rendering must be to its golden, with the
/// meaning of `.image(precision:perceptualPrecision:)`: `precision` is the fraction of pixels that
/// must match, `perceptualPrecision` how close (1 − ΔE94/100) a pixel's colour must be to match.
public struct Tolerance: Equatable, Sendable, CustomStringConvertible {
    /// Fraction of pixels that must match, 0...1 (1: every pixel).
    public let precision: Float
    /// Colour closeness a pixel needs to match, 0...1 (1: the same bytes).
    public let perceptualPrecision: Float

    /// A tolerance of these values (both 0...1).
    public init(precision: Float = 1, perceptualPrecision: Float = 1) {
        self.precision = precision
        self.perceptualPrecision = perceptualPrecision
    }

    /// Exact: every pixel must have the golden's bytes.
    public static let exact = Tolerance()

    /// `precision` or `precision,perceptualPrecision`.
    public var description: String {
        perceptualPrecision == 1 ? "\(precision)" : "\(precision),\(perceptualPrecision)"
    }

    /// Parses `0.99` or `0.99,0.98`; each a number from 0 to 1.
    static let parser = ValueParser<Tolerance>(expected: "<precision>[,<perceptual>], like 0.99,0.98") {
        text throws(InvalidValue) in
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        let values = parts.map { Float($0.trimmingCharacters(in: .whitespaces)) }
        guard (1...2).contains(parts.count), values.allSatisfy({ $0 != nil && (0...1).contains($0!) }) else {
            throw InvalidValue(
                "must be a precision from 0 to 1, optionally followed by ',' and a perceptual precision from 0 to 1 "
                    + "(like 0.99 or 0.99,0.98), not '\(text)'")
        }
        return Tolerance(precision: values[0]!, perceptualPrecision: values.count == 2 ? values[1]! : 1)
    }
}
