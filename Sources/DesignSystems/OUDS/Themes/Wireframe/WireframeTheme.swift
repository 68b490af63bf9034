/// The Wireframe theme, for prototypes: blue and red wireframe colours in Shantell Sans. Its tuning is
/// fixed (`Tuning.Wireframe`: rounded alert messages and progress indicators).
open class WireframeTheme: OUDSTheme, @unchecked Sendable {
    /// The Wireframe theme.
    public init() {
        super.init(
            name: "Wireframe", semanticTokens: WireframeBrand.semanticTokens,
            componentTokens: WireframeBrand.componentTokens,
            tuning: .Wireframe, fontPostScriptNames: WireframeBrand.fontPostScriptNames)
    }
}
