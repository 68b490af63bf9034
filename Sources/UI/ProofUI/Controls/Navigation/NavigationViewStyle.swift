/// How a `NavigationView` presents its views: SwiftUI's deprecated `NavigationViewStyle`. On an
/// iPhone in portrait every style draws a stack, so the style changes nothing in a still frame.
public protocol NavigationViewStyle: Sendable {}
