/// A navigation container: headless renders show its root content (no bar).
public struct NavigationStack<Root: View>: View {
    let root: Root
    /// A stack showing `root`.
    public init(@ViewBuilder root: () -> Root) { self.root = root() }
    /// The root content.
    public var body: some View { root }
}

/// A navigation view (deprecated SwiftUI name): shows its content.
public struct NavigationView<Content: View>: View {
    let content: Content
    /// A navigation view.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    /// The content.
    public var body: some View { content }
}

/// A menu: headless renders show its closed label, tinted like a button.
public struct Menu<Label: View, Content: View>: View {
    let label: Label
    /// A menu with a custom label.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) { self.label = label() }
    /// The closed label.
    public var body: some View { label.foregroundColor(.accentColor) }
}

extension Menu where Label == Text {
    /// A menu titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.label = Text(titleKey) }
}

/// A scroll view: headless renders show the content from its start, clipped to the frame.
public struct ScrollView<Content: View>: View {
    let axes: Axis.Set
    let content: Content
    /// A scroll view.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }
    /// The content at its ideal length along the scroll axes, top-leading, clipped.
    public var body: some View {
        content
            .fixedSize(horizontal: axes.contains(.horizontal), vertical: axes.contains(.vertical))
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .clipped()
    }
}

/// An app's entry point (compiles; headless renders use previews).
public protocol App {
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

/// A part of an app's interface.
public protocol Scene {}

/// A window showing a view.
public struct WindowGroup<Content: View>: Scene {
    let content: Content
    /// A window group.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

/// Builds scenes.
@resultBuilder
public enum SceneBuilder {
    /// One scene.
    public static func buildBlock<S: Scene>(_ scene: S) -> S { scene }
}

/// UIKit colours used through `Color(_:)` in design-system code.
public struct UIColor: Hashable, Sendable {
    let color: Color
    /// The system background (white / black).
    public static let systemBackground = UIColor(color: .system(0xFFFFFF, 0x000000))
    /// The secondary system background.
    public static let secondarySystemBackground = UIColor(color: .system(0xF2F2F7, 0x1C1C1E))
    /// The label colour.
    public static let label = UIColor(color: .primary)
    /// The secondary label colour.
    public static let secondaryLabel = UIColor(color: .secondary)
    /// The separator colour.
    public static let separator = UIColor(
        color: Color(light: Color(hex: 0x3C3C43, opacity: 0.29), dark: Color(hex: 0x545458, opacity: 0.6)))
    /// The system grouped background.
    public static let systemGroupedBackground = UIColor(color: .system(0xF2F2F7, 0x000000))
}

extension Color {
    /// A SwiftUI colour of a UIKit system colour.
    public init(_ uiColor: UIColor) { self = uiColor.color }
    /// A SwiftUI colour of a UIKit system colour.
    public init(uiColor: UIColor) { self = uiColor.color }
}
