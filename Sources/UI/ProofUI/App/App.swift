/// An app's entry point (compiles; headless renders use previews).
@MainActor @preconcurrency public protocol App {
    /// The app's scenes.
    associatedtype Body: Scene
    /// The scenes.
    @SceneBuilder var body: Body { get }
    /// Creates the app.
    init()
}

extension App {
    /// Builds the app; there is no run loop in a headless process.
    public static func main() { _ = Self() }
}
