import ProofLocking

/// Every registered preview, by name.
public final class PreviewRegistry: Sendable {
    /// The process-wide registry.
    public static let shared = PreviewRegistry()
    private let previews = Locked<[String: Preview]>([:])

    /// An empty registry.
    public init() {}

    /// Adds previews (a later one with the same name replaces the earlier).
    public func register(_ list: [Preview]) { previews.withLock { for p in list { $0[p.name] = p } } }

    /// Names in sorted order.
    public var names: [String] { previews.withLock { $0.keys.sorted() } }

    /// The preview named `name`.
    public func preview(named name: String) throws(RenderError) -> Preview {
        guard let p = previews.withLock({ $0[name] }) else { throw .unknownPreview(name, available: names) }
        return p
    }
}
