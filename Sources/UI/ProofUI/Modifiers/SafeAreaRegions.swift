/// Safe-area regions.
public struct SafeAreaRegions: OptionSet, Sendable {
    /// Raw bits.
    public let rawValue: Int
    /// Wraps bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// All regions.
    public static let all = SafeAreaRegions(rawValue: 3)
    /// The keyboard.
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    /// The container.
    public static let container = SafeAreaRegions(rawValue: 1)
}
