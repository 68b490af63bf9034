/// Problems found while resolving and drawing a tree (the render fails with the first), and the
/// other state one render keeps while it resolves its tree.
final class RenderDiagnostics: @unchecked Sendable {
    // One render, one thread: no lock needed.
    private(set) var errors: [RenderError] = []
    /// The render's `onAppear` bookkeeping.
    let appearScope = AppearScope()
    func report(_ error: RenderError) { if !errors.contains(error) { errors.append(error) } }
}

private struct DiagnosticsKey: EnvironmentKey { static let defaultValue: RenderDiagnostics? = nil }

extension EnvironmentValues {
    /// Where nodes report problems (set by the renderer).
    var diagnostics: RenderDiagnostics? {
        get { self[DiagnosticsKey.self] }
        set { self[DiagnosticsKey.self] = newValue }
    }

    /// Reports a configuration error of a design-system component; the render fails with it.
    public func reportInvalidConfiguration(component: String, reason: String) {
        diagnostics?.report(.invalidConfiguration(component: component, reason: reason))
    }
}
