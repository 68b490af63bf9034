import Foundation

/// The locale of the render in progress, for the localisation calls that run while a view's body
/// is built and cannot read its environment (`String(localized:)`, `LocalizedStringResource`).
enum RenderLocale {
    /// The render's locale while `ViewRenderer` builds and lays out a view; nil outside a render.
    @TaskLocal static var current: Locale?

    /// `explicit`, else the render's locale, else the process's (as Foundation's `.current`).
    static func resolve(_ explicit: Locale?) -> Locale { explicit ?? current ?? .current }
}
