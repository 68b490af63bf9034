/// How a shape is filled.
public struct FillStyle: Hashable, Sendable {
    /// Even-odd rule instead of non-zero.
    public var isEOFilled: Bool
    /// Antialiasing (always on in Proof).
    public var isAntialiased: Bool
    /// A fill style.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}
