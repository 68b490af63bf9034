import Foundation

/// How far `up(_:)` and `down(_:)` scale a token.
public enum FoundationVariableStep: Hashable, Sendable {
    /// Up: × 2; down: × 0.5.
    case full
    /// Up: × 1.5; down: × 0.75.
    case half
    /// Up: × 1.25; down: × 0.875.
    case quarter

    var up: CGFloat {
        switch self {
        case .full: 2
        case .half: 1.5
        case .quarter: 1.25
        }
    }

    var down: CGFloat {
        switch self {
        case .full: 0.5
        case .half: 0.75
        case .quarter: 0.875
        }
    }
}

/// A token standing for one length (`Theme.Padding`, `Spacing`, `Radius`, `Length`): written from
/// a literal where a token is expected, combined with `+ − * /` with tokens and numbers (each side's
/// environment adjustment applies), and scaled with `up(_:)` / `down(_:)`.
public protocol FoundationVariableWithCGFloatValue: FoundationVariableWithValue, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, Hashable
where Value == CGFloat {}

extension FoundationVariableWithCGFloatValue {
    /// A token from an integer literal.
    public init(integerLiteral value: Int) { self.init(value: CGFloat(value)) }
    /// A token from a float literal.
    public init(floatLiteral value: Double) { self.init(value: CGFloat(value)) }

    /// Equal values (adjustments are not compared).
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.value == rhs.value }
    /// Hashes the value.
    public func hash(into hasher: inout Hasher) { hasher.combine(value) }
    /// Whether the token's value is `rhs`.
    public static func == (lhs: Self, rhs: CGFloat) -> Bool { lhs.value == rhs }

    /// No length.
    public static var zero: Self { Self(value: 0) }

    /// The token scaled up: × 2 (`.full`), × 1.5 (`.half`) or × 1.25 (`.quarter`).
    public func up(_ step: FoundationVariableStep) -> Self { mapped { $0 * step.up } }
    /// The token scaled down: × 0.5 (`.full`), × 0.75 (`.half`) or × 0.875 (`.quarter`).
    public func down(_ step: FoundationVariableStep) -> Self { mapped { $0 * step.down } }
    /// The token negated.
    public func negative() -> Self { mapped { -$0 } }

    /// This token with `transform` applied to its value and to its adjusted values.
    func mapped(_ transform: @escaping @Sendable (CGFloat) -> CGFloat) -> Self {
        var result = Self(value: transform(value))
        if let adjustment = environmentAdjustment {
            let source = self
            result.environmentAdjustment = { _, environment in
                adjustment(source, environment).map { Self(value: transform($0.value)) }
            }
        }
        return result
    }

    /// Both tokens resolved in the same environment and combined.
    static func combined(_ lhs: Self, _ rhs: Self, _ op: @escaping @Sendable (CGFloat, CGFloat) -> CGFloat) -> Self {
        var result = Self(value: op(lhs.value, rhs.value))
        if lhs.environmentAdjustment != nil || rhs.environmentAdjustment != nil {
            result.environmentAdjustment = { _, environment in
                Self(value: op(lhs.resolve(in: environment), rhs.resolve(in: environment)))
            }
        }
        return result
    }

    /// The sum.
    public static func + (lhs: Self, rhs: Self) -> Self { combined(lhs, rhs, +) }
    /// The difference.
    public static func - (lhs: Self, rhs: Self) -> Self { combined(lhs, rhs, -) }
    /// The product.
    public static func * (lhs: Self, rhs: Self) -> Self { combined(lhs, rhs, *) }
    /// The quotient. (FoundationUI multiplies here; Proof divides.)
    public static func / (lhs: Self, rhs: Self) -> Self { combined(lhs, rhs, /) }
    /// The token plus `rhs` points.
    public static func + (lhs: Self, rhs: CGFloat) -> Self { lhs.mapped { $0 + rhs } }
    /// The token minus `rhs` points.
    public static func - (lhs: Self, rhs: CGFloat) -> Self { lhs.mapped { $0 - rhs } }
    /// The token times `rhs`.
    public static func * (lhs: Self, rhs: CGFloat) -> Self { lhs.mapped { $0 * rhs } }
    /// The token divided by `rhs`.
    public static func / (lhs: Self, rhs: CGFloat) -> Self { lhs.mapped { $0 / rhs } }
}
