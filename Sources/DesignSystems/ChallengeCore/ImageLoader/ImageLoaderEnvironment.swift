import ProofUI

private struct ImageLoaderKey: EnvironmentKey {
    static let defaultValue: any ImageLoaderContract = CachedImageLoader.shared
}

extension EnvironmentValues {
    /// The loader `DSAsyncImage` asks for its images (`CachedImageLoader.shared` unless set).
    public var imageLoader: any ImageLoaderContract {
        get { self[ImageLoaderKey.self] }
        set { self[ImageLoaderKey.self] = newValue }
    }
}

extension View {
    /// The view and its descendants load images with `loader` (a mock in snapshot tests).
    public func imageLoader(_ loader: any ImageLoaderContract) -> some View {
        environment(\.imageLoader, loader)
    }
}
