/// A render's device safe area (`RenderConfiguration.safeAreaInsets`): the rectangle the root view is
/// laid out in, in root coordinates, and the insets around it (status bar, sensor housing, home
/// indicator).
struct SafeAreaGeometry: Hashable, Sendable {
    /// The safe rectangle.
    let safeRect: CGRect
    /// The insets from the canvas to `safeRect`.
    let insets: EdgeInsets

    /// `rect` grown into the insets on each of `edges` where it reaches the safe rectangle's edge:
    /// SwiftUI's rule for a view that ignores the safe area (a view inset from the edge stays as it
    /// is).
    func extending(_ rect: CGRect, edges: Edge.Set) -> CGRect {
        let tolerance: CGFloat = 0.001
        var minX = rect.minX
        var maxX = rect.maxX
        var minY = rect.minY
        var maxY = rect.maxY
        if edges.contains(.top), minY <= safeRect.minY + tolerance { minY -= insets.top }
        if edges.contains(.bottom), maxY >= safeRect.maxY - tolerance { maxY += insets.bottom }
        if edges.contains(.leading), minX <= safeRect.minX + tolerance { minX -= insets.leading }
        if edges.contains(.trailing), maxX >= safeRect.maxX - tolerance { maxX += insets.trailing }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

private struct SafeAreaGeometryKey: EnvironmentKey {
    static let defaultValue: SafeAreaGeometry? = nil
}

extension EnvironmentValues {
    /// The render's safe area; nil when it has none (the default).
    var safeAreaGeometry: SafeAreaGeometry? {
        get { self[SafeAreaGeometryKey.self] }
        set { self[SafeAreaGeometryKey.self] = newValue }
    }
}
