/// Content of a toolbar: SwiftUI's `ToolbarContent`. Build it from `ToolbarItem`s and
/// `ToolbarItemGroup`s, or write your own type whose `body` is toolbar content.
@MainActor @preconcurrency public protocol ToolbarContent {
    /// The type of the content's body.
    associatedtype Body: ToolbarContent
    /// The content, built with `@ToolbarContentBuilder`.
    @ToolbarContentBuilder var body: Body { get }
}

/// A toolbar content type that lists its entries directly instead of having a body.
@MainActor protocol PrimitiveToolbarContent {
    /// The views the content puts in the bars, in order.
    var entries: [ToolbarEntry] { get }
}

extension Never: ToolbarContent {}

extension ToolbarContent {
    /// The views the content puts in the bars, in order: a primitive's own, else its body's.
    var toolbarEntries: [ToolbarEntry] {
        if let primitive = self as? any PrimitiveToolbarContent { return primitive.entries }
        return body.toolbarEntries
    }
}
