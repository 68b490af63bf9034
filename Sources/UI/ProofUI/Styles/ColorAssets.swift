import ProofLocking

/// Named colours for `Color("name")`, the counterpart of an asset catalogue's colour sets.
public final class ColorAssets: Sendable {
    /// The process-wide registry.
    public static let shared = ColorAssets()
    private let colors = Locked<[String: Color]>([:])

    /// An empty registry.
    public init() {}

    /// Registers `name` with a light and a dark value.
    public func register(_ name: String, light: Color, dark: Color? = nil) {
        colors.withLock { $0[name] = dark.map { Color(light: light, dark: $0) } ?? light }
    }

    /// The colour registered as `name`.
    public func color(named name: String) -> Color? { colors.withLock { $0[name] } }
}
