/// An animation description (headless renders show final states).
public struct Animation: Hashable, Sendable {
    let name: String
    /// The default animation.
    public static let `default` = Animation(name: "default")
    /// Ease in and out.
    public static let easeInOut = Animation(name: "easeInOut")
    /// Linear.
    public static let linear = Animation(name: "linear")
    /// Linear over `duration` seconds.
    public static func linear(duration: Double) -> Animation { Animation(name: "linear(\(duration))") }
    /// Ease in and out over `duration` seconds.
    public static func easeInOut(duration: Double) -> Animation { Animation(name: "easeInOut(\(duration))") }
    /// Repeats forever.
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}
